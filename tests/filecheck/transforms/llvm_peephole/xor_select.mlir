// The compare-and-swap of Triton's bitonic sort and topk (#26): `x ^ (x ^ y)` is y,
// `x ^ select(c, x ^ y, 0)` is `select(c, y, x)`, and two booleans compared are their xor (negated for `eq`).
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce --split-input-file | filecheck %s

// CHECK-LABEL: llvm.func @xor_cancels
// CHECK-NEXT:    llvm.store %y, %p : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %x, %p : i32, !llvm.ptr
llvm.func @xor_cancels(%x: i32, %y: i32, %p: !llvm.ptr) {
  %t = llvm.xor %x, %y : i32
  %a = llvm.xor %x, %t : i32
  %b = llvm.xor %t, %y : i32
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.store %b, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @swap
// CHECK-NEXT:    %[[A:.*]] = llvm.select %c, %y, %x : i1, i32
// CHECK-NEXT:    llvm.store %[[A]], %p : i32, !llvm.ptr
// CHECK-NEXT:    %[[B:.*]] = llvm.select %c, %x, %y : i1, i32
// CHECK-NEXT:    llvm.store %[[B]], %p : i32, !llvm.ptr
llvm.func @swap(%c: i1, %x: i32, %y: i32, %p: !llvm.ptr) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %t = llvm.xor %y, %x : i32
  %s = llvm.select %c, %t, %zero : i1, i32
  %a = llvm.xor %x, %s : i32
  llvm.store %a, %p : i32, !llvm.ptr
  %z = llvm.select %c, %zero, %t : i1, i32
  %b = llvm.xor %z, %x : i32
  llvm.store %b, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// Not a swap: the select's other arm is not 0, or the xor does not involve x.
// CHECK-LABEL: llvm.func @not_a_swap
// CHECK:         llvm.select
// CHECK-NEXT:    llvm.xor
// CHECK:         llvm.select
// CHECK-NEXT:    llvm.xor
llvm.func @not_a_swap(%c: i1, %x: i32, %y: i32, %w: i32, %p: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %t = llvm.xor %y, %x : i32
  %s = llvm.select %c, %t, %one : i1, i32
  %a = llvm.xor %x, %s : i32
  llvm.store %a, %p : i32, !llvm.ptr
  %u = llvm.xor %y, %w : i32
  %z = llvm.select %c, %u, %zero : i1, i32
  %b = llvm.xor %z, %x : i32
  llvm.store %b, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @bool_ne
// CHECK-NEXT:    %[[X:.*]] = llvm.xor %a, %b : i1
// CHECK-NEXT:    llvm.store %[[X]], %p : i1, !llvm.ptr
// CHECK-NEXT:    %[[D:.*]] = llvm.xor %a, %b : i1
// CHECK-NEXT:    %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %[[E:.*]] = llvm.xor %[[D]], %[[T]] : i1
// CHECK-NEXT:    llvm.store %[[E]], %p : i1, !llvm.ptr
// CHECK-NEXT:    %[[W:.*]] = llvm.icmp "ne" %i, %j : i32
// CHECK-NEXT:    llvm.store %[[W]], %p : i1, !llvm.ptr
llvm.func @bool_ne(%a: i1, %b: i1, %i: i32, %j: i32, %p: !llvm.ptr) {
  %x = llvm.icmp "ne" %a, %b : i1
  llvm.store %x, %p : i1, !llvm.ptr
  %e = llvm.icmp "eq" %a, %b : i1
  llvm.store %e, %p : i1, !llvm.ptr
  %w = llvm.icmp "ne" %i, %j : i32
  llvm.store %w, %p : i1, !llvm.ptr
  llvm.return
}
