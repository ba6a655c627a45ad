// `a / d` and `a % d` together (#26, Triton's `a // d` beside `a % d`): one division, the
// remainder as a - (a / d) * d.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce --split-input-file | filecheck %s

// CHECK-LABEL: llvm.func @pair
// CHECK-NEXT:    %[[Q:.*]] = llvm.sdiv %a, %d : i32
// CHECK-NEXT:    llvm.store %[[Q]], %p : i32, !llvm.ptr
// CHECK-NEXT:    %[[M:.*]] = llvm.mul %[[Q]], %d : i32
// CHECK-NEXT:    %[[R:.*]] = llvm.sub %a, %[[M]] : i32
// CHECK-NEXT:    llvm.store %[[R]], %p : i32, !llvm.ptr
// CHECK-NEXT:    %[[UQ:.*]] = llvm.udiv %a, %d : i32
// CHECK-NEXT:    %[[UM:.*]] = llvm.mul %[[UQ]], %d : i32
// CHECK-NEXT:    %[[UR:.*]] = llvm.sub %a, %[[UM]] : i32
// CHECK-NEXT:    llvm.store %[[UR]], %p : i32, !llvm.ptr
llvm.func @pair(%a: i32, %d: i32, %p: !llvm.ptr) {
  %q = llvm.sdiv %a, %d : i32
  llvm.store %q, %p : i32, !llvm.ptr
  %r = llvm.srem %a, %d : i32
  llvm.store %r, %p : i32, !llvm.ptr
  %uq = llvm.udiv %a, %d : i32
  %ur = llvm.urem %a, %d : i32
  llvm.store %ur, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// Kept: the division comes after the remainder, divides something else, or is unsigned
// where the remainder is signed.
// CHECK-LABEL: llvm.func @kept
// CHECK-COUNT-3: llvm.srem
// CHECK-NOT:     llvm.sub
llvm.func @kept(%a: i32, %b: i32, %d: i32, %p: !llvm.ptr) {
  %r = llvm.srem %a, %d : i32
  %q = llvm.sdiv %a, %d : i32
  %q2 = llvm.sdiv %b, %d : i32
  %r2 = llvm.srem %a, %b : i32
  %uq = llvm.udiv %b, %a : i32
  %r3 = llvm.srem %b, %a : i32
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.store %q, %p : i32, !llvm.ptr
  llvm.store %q2, %p : i32, !llvm.ptr
  llvm.store %r2, %p : i32, !llvm.ptr
  llvm.store %uq, %p : i32, !llvm.ptr
  llvm.store %r3, %p : i32, !llvm.ptr
  llvm.return
}
