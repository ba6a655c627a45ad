// Known one bits beside the known zero bits (#26: Triton's gather lane arithmetic on
// `(i << 4) | lane` with lane < 4): masks whose bits are all known fold to constants, a
// compare the known bits decide folds, `x + c == k` compares x with k - c (constants to the
// right first), a mask sees through an add of bits it does not take, `((x << a) & m) >> b` is
// one shift and a mask, and a two-way select on a value with one unknown bit is one select.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce | filecheck %s

// CHECK-LABEL: llvm.func @lane_fields
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    llvm.store %[[Z]], %p : i32, !llvm.ptr
// CHECK-NEXT:    %[[F:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:    llvm.store %[[F]], %p : i32, !llvm.ptr
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[SH:.*]] = llvm.lshr %i, %[[ONE]] : i32
// CHECK-NEXT:    %[[M:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT:    %[[SRC:.*]] = llvm.and %[[SH]], %[[M]] : i32
// CHECK-NEXT:    llvm.store %[[SRC]], %p : i32, !llvm.ptr
// CHECK-NEXT:    %[[ONE2:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[BIT:.*]] = llvm.and %i, %[[ONE2]] : i32
// CHECK-NEXT:    %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[T:.*]] = llvm.icmp "eq" %[[BIT]], %[[Z2]] : i32
// CHECK-NEXT:    %[[S:.*]] = llvm.select %[[T]], %a, %b : i1, f16
// CHECK-NEXT:    llvm.store %[[S]], %p : f16, !llvm.ptr
// CHECK-NEXT:    %[[NO:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    llvm.store %[[NO]], %p : i1, !llvm.ptr
llvm.func @lane_fields(%i: i32, %tid: i32, %a: f16, %b: f16, %p: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c12 = llvm.mlir.constant(12 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c992 = llvm.mlir.constant(992 : i32) : i32
  %zero = llvm.mlir.constant(0.0 : f16) : f16
  %lane = llvm.and %tid, %c3 : i32
  %hi = llvm.shl %i, %c4 : i32
  %x = llvm.or %hi, %lane : i32
  %x4 = llvm.add %x, %c4 : i32
  %f0 = llvm.and %x, %c12 : i32
  llvm.store %f0, %p : i32, !llvm.ptr
  %f1 = llvm.and %x4, %c12 : i32
  llvm.store %f1, %p : i32, !llvm.ptr
  %m = llvm.and %x4, %c992 : i32
  %src = llvm.lshr %m, %c5 : i32
  llvm.store %src, %p : i32, !llvm.ptr
  %bit = llvm.and %x4, %c16 : i32
  %half = llvm.lshr %bit, %c4 : i32
  %sel = llvm.add %half, %c2 : i32
  %is2 = llvm.icmp "eq" %c2, %sel : i32
  %is3 = llvm.icmp "eq" %c3, %sel : i32
  %s0 = llvm.select %is2, %a, %zero : i1, f16
  %s1 = llvm.select %is3, %b, %s0 : i1, f16
  llvm.store %s1, %p : f16, !llvm.ptr
  %never = llvm.icmp "eq" %f1, %c5 : i32
  llvm.store %never, %p : i1, !llvm.ptr
  llvm.return
}
