// A compare of a select between two constants is decided on each arm: the select's condition,
// its negation, or a constant (libdevice's __nv_erff widens a range test to i32 and compares it
// with 0); `-0.0 - x` is `fneg x` (+0.0 - x is not: it is +0.0 for x = +0.0).
// RUN: xdsl-opt %s --allow-unregistered-dialect -p llvm-peephole,llvm-dce --split-input-file | filecheck %s

// CHECK-LABEL: llvm.func @select_compare
// CHECK-NEXT:    %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %[[NOT:.*]] = llvm.xor %c, %[[T]] : i1
// CHECK-NEXT:    %[[T2:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    "test.use"(%c, %[[NOT]], %c, %[[T2]], %[[F]]) : (i1, i1, i1, i1, i1) -> ()
llvm.func @select_compare(%c: i1) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %m = llvm.mlir.constant(-5 : i32) : i32
  %s = llvm.select %c, %one, %zero : i1, i32
  %a = llvm.icmp "ne" %s, %zero : i32
  %b = llvm.icmp "eq" %s, %zero : i32
  %t = llvm.select %c, %m, %one : i1, i32
  %d = llvm.icmp "slt" %t, %zero : i32
  %e = llvm.icmp "ugt" %t, %zero : i32
  %f = llvm.icmp "sgt" %t, %one : i32
  "test.use"(%a, %b, %d, %e, %f) : (i1, i1, i1, i1, i1) -> ()
  llvm.return
}

// -----

// Not constant arms: left alone.
// CHECK-LABEL: llvm.func @not_constant
// CHECK:         llvm.icmp "ne"
llvm.func @not_constant(%c: i1, %x: i32) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %s = llvm.select %c, %x, %zero : i1, i32
  %a = llvm.icmp "ne" %s, %zero : i32
  "test.use"(%a) : (i1) -> ()
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @negation
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:    %[[N:.*]] = llvm.fneg %x : f32
// CHECK-NEXT:    %[[S:.*]] = llvm.fsub %[[Z]], %x : f32
// CHECK-NEXT:    %[[D:.*]] = llvm.fneg %y : f64
// CHECK-NEXT:    "test.use"(%[[N]], %[[S]], %[[D]]) : (f32, f32, f64) -> ()
llvm.func @negation(%x: f32, %y: f64) {
  %nz = llvm.mlir.constant(-0.000000e+00 : f32) : f32
  %z = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %nzd = llvm.mlir.constant(-0.000000e+00 : f64) : f64
  %a = llvm.fsub %nz, %x : f32
  %b = llvm.fsub %z, %x : f32
  %c = llvm.fsub %nzd, %y : f64
  "test.use"(%a, %b, %c) : (f32, f32, f64) -> ()
  llvm.return
}
