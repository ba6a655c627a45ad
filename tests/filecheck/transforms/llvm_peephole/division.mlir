// Division and remainder by constants become shifts, masks and multiplies (ptxas expands
// div.u32/rem.u32 into ~20 instructions each). Every rewrite is checked by execution in
// tests/test_middle_end_exec.py; here its shape.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce --split-input-file | filecheck %s

// CHECK-LABEL: llvm.func @unsigned_pow2
// CHECK-NEXT:    %[[FIVE:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:    %[[Q:.*]] = llvm.lshr %x, %[[FIVE]] : i32
// CHECK-NEXT:    %[[MASK:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT:    %[[R:.*]] = llvm.and %x, %[[MASK]] : i32
// CHECK-NEXT:    llvm.store %[[Q]]
// CHECK-NEXT:    llvm.store %[[R]]
llvm.func @unsigned_pow2(%x: i32, %p: !llvm.ptr) {
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %q = llvm.udiv %x, %c32 : i32
  %r = llvm.urem %x, %c32 : i32
  llvm.store %q, %p : i32, !llvm.ptr
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// x sdiv 8 rounds toward zero: negative x gets 7 added (the sign mask shifted right by 29)
// before the arithmetic shift; x srem 8 = x - (that biased value with its low 3 bits cleared).
// CHECK-LABEL: llvm.func @signed_pow2
// CHECK:         %[[S:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT:    %[[SIGN:.*]] = llvm.ashr %x, %[[S]] : i32
// CHECK-NEXT:    %[[B:.*]] = llvm.mlir.constant(29 : i32) : i32
// CHECK-NEXT:    %[[BIAS:.*]] = llvm.lshr %[[SIGN]], %[[B]] : i32
// CHECK-NEXT:    %[[BIASED:.*]] = llvm.add %x, %[[BIAS]] : i32
// CHECK-NEXT:    %[[K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:    %[[Q:.*]] = llvm.ashr %[[BIASED]], %[[K]] : i32
// CHECK:         %[[HIGH:.*]] = llvm.mlir.constant(-8 : i32) : i32
// CHECK-NEXT:    %[[M:.*]] = llvm.and %{{.*}}, %[[HIGH]] : i32
// CHECK-NEXT:    %[[R:.*]] = llvm.sub %x, %[[M]] : i32
// CHECK-NOT:     llvm.sdiv
// CHECK-NOT:     llvm.srem
llvm.func @signed_pow2(%x: i32, %p: !llvm.ptr) {
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %q = llvm.sdiv %x, %c8 : i32
  %r = llvm.srem %x, %c8 : i32
  llvm.store %q, %p : i32, !llvm.ptr
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// Unsigned 32-bit division by 10: ceil(2^35 / 10) fits 32 bits, one multiply and one shift.
// CHECK-LABEL: llvm.func @udiv_by_ten
// CHECK-NEXT:    %[[W:.*]] = llvm.zext %x : i32 to i64
// CHECK-NEXT:    %[[M:.*]] = llvm.mlir.constant(3435973837) : i64
// CHECK-NEXT:    %[[P:.*]] = llvm.mul %[[W]], %[[M]] : i64
// CHECK-NEXT:    %[[S:.*]] = llvm.mlir.constant(35) : i64
// CHECK-NEXT:    %[[H:.*]] = llvm.lshr %[[P]], %[[S]] : i64
// CHECK-NEXT:    %[[Q:.*]] = llvm.trunc %[[H]] : i64 to i32
// CHECK-NEXT:    llvm.store %[[Q]]
llvm.func @udiv_by_ten(%x: i32, %p: !llvm.ptr) {
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %q = llvm.udiv %x, %c10 : i32
  llvm.store %q, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// Division by 7 needs a 33-bit multiplier: the product is split so that it stays in 64 bits.
// The remainder multiplies the quotient back.
// CHECK-LABEL: llvm.func @urem_by_seven
// CHECK:         %[[M:.*]] = llvm.mlir.constant(613566757) : i64
// CHECK:         llvm.lshr %{{.*}}, %{{.*}} : i64
// CHECK-NEXT:    %[[SUM:.*]] = llvm.add %{{.*}}, %{{.*}} : i64
// CHECK:         %[[Q:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK-NEXT:    %[[SEVEN:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:    %[[T:.*]] = llvm.mul %[[Q]], %[[SEVEN]] : i32
// CHECK-NEXT:    %[[R:.*]] = llvm.sub %x, %[[T]] : i32
// CHECK-NOT:     llvm.urem
llvm.func @urem_by_seven(%x: i32, %p: !llvm.ptr) {
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %r = llvm.urem %x, %c7 : i32
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// Not rewritten: signed division by a non-power of two, by INT_MIN's power of two, by a
// variable, and i64 division by a non-power of two.
// CHECK-LABEL: llvm.func @kept
// CHECK:         llvm.sdiv %x, %{{.*}} : i32
// CHECK:         llvm.sdiv %x, %{{.*}} : i32
// CHECK:         llvm.udiv %x, %y : i32
// CHECK:         llvm.udiv %w, %{{.*}} : i64
llvm.func @kept(%x: i32, %y: i32, %w: i64, %p: !llvm.ptr) {
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %min = llvm.mlir.constant(-2147483648 : i32) : i32
  %c10 = llvm.mlir.constant(10 : i64) : i64
  %a = llvm.sdiv %x, %c7 : i32
  %b = llvm.sdiv %x, %min : i32
  %c = llvm.udiv %x, %y : i32
  %d = llvm.udiv %w, %c10 : i64
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.store %b, %p : i32, !llvm.ptr
  llvm.store %c, %p : i32, !llvm.ptr
  llvm.store %d, %p : i64, !llvm.ptr
  llvm.return
}
