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

// -----

// Known bits decide unsigned compares (and signed ones when the sign bit is known zero), also on
// an arm of a select: tl.histogram's bucket `select(valid, byte >> 4, 16) < 16` is `valid`. An
// ashr of a value whose sign bit is known zero is an lshr; select(c, false, true) is !c.
// CHECK-LABEL: llvm.func @histogram_bucket
// CHECK-NEXT:    %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %[[K4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:    %[[Z:.*]] = llvm.zext %b : i8 to i32
// CHECK-NEXT:    %[[SH:.*]] = llvm.lshr %[[Z]], %[[K4]] : i32
// CHECK-NEXT:    %[[NOT:.*]] = llvm.xor %c, %[[T]] : i1
// CHECK-NEXT:    %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    %[[T2:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    "test.use"(%c, %[[NOT]], %[[F]], %[[T2]], %[[SH]]) : (i1, i1, i1, i1, i32) -> ()
llvm.func @histogram_bucket(%c: i1, %b: i8) {
  %t = llvm.mlir.constant(true) : i1
  %f = llvm.mlir.constant(false) : i1
  %k4 = llvm.mlir.constant(4 : i32) : i32
  %k16 = llvm.mlir.constant(16 : i32) : i32
  %km1 = llvm.mlir.constant(-1 : i32) : i32
  %z = llvm.zext %b : i8 to i32
  %sh = llvm.ashr %z, %k4 : i32
  %s = llvm.select %c, %sh, %k16 : i1, i32
  %u = llvm.icmp "ult" %s, %k16 : i32
  %n = llvm.select %c, %f, %t : i1, i1
  %g = llvm.icmp "ugt" %sh, %k16 : i32
  %sg = llvm.icmp "sgt" %z, %km1 : i32
  "test.use"(%u, %n, %g, %sg, %sh) : (i1, i1, i1, i1, i32) -> ()
  llvm.return
}

// -----

// Not decided: the bits allow values on both sides of the bound.
// CHECK-LABEL: llvm.func @undecided
// CHECK:         llvm.icmp "ult"
// CHECK:         llvm.icmp "slt"
llvm.func @undecided(%b: i8, %x: i32) {
  %k8 = llvm.mlir.constant(8 : i32) : i32
  %z = llvm.zext %b : i8 to i32
  %u = llvm.icmp "ult" %z, %k8 : i32
  %s = llvm.icmp "slt" %x, %k8 : i32
  "test.use"(%u, %s) : (i1, i1) -> ()
  llvm.return
}

// -----

// A use of select(c, a, b) in a block only a branch on c reaches is a on the true edge, b on the
// false one (through a negated condition, and up a chain of single predecessors); a use in a
// block both edges reach stays.
// CHECK-LABEL: llvm.func @select_under_branch
// CHECK:       ^bb1:
// CHECK-NEXT:    "test.use"(%a) : (i32) -> ()
// CHECK:       ^bb2:
// CHECK-NEXT:    "test.use"(%b) : (i32) -> ()
// CHECK:       ^bb3:
// CHECK-NEXT:    "test.use"(%b) : (i32) -> ()
// CHECK:       ^bb4:
// CHECK-NEXT:    "test.use"(%[[S:.*]]) : (i32) -> ()
llvm.func @select_under_branch(%c: i1, %d: i1, %a: i32, %b: i32) {
  %t = llvm.mlir.constant(true) : i1
  %s = llvm.select %c, %a, %b : i1, i32
  %n = llvm.xor %c, %t : i1
  llvm.cond_br %n, ^bb2, ^bb1
^bb1:
  "test.use"(%s) : (i32) -> ()
  llvm.br ^bb4
^bb2:
  "test.use"(%s) : (i32) -> ()
  llvm.cond_br %d, ^bb3, ^bb4
^bb3:
  "test.use"(%s) : (i32) -> ()
  llvm.br ^bb4
^bb4:
  "test.use"(%s) : (i32) -> ()
  llvm.return
}
