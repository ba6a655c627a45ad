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

// Unsigned 32-bit division by 10: ceil(2^35 / 10) fits 32 bits, one multiply-high (LLVM's
// `trunc((zext x * m) >> 32)`, one `mul.hi.u32` after selection) and one shift.
// CHECK-LABEL: llvm.func @udiv_by_ten
// CHECK-NEXT:    %[[W:.*]] = llvm.zext %x : i32 to i64
// CHECK-NEXT:    %[[M:.*]] = llvm.mlir.constant(3435973837) : i64
// CHECK-NEXT:    %[[P:.*]] = llvm.mul %[[W]], %[[M]] : i64
// CHECK-NEXT:    %[[S:.*]] = llvm.mlir.constant(32) : i64
// CHECK-NEXT:    %[[H:.*]] = llvm.lshr %[[P]], %[[S]] : i64
// CHECK-NEXT:    %[[T:.*]] = llvm.trunc %[[H]] : i64 to i32
// CHECK-NEXT:    %[[THREE:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:    %[[Q:.*]] = llvm.lshr %[[T]], %[[THREE]] : i32
// CHECK-NEXT:    llvm.store %[[Q]]
llvm.func @udiv_by_ten(%x: i32, %p: !llvm.ptr) {
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %q = llvm.udiv %x, %c10 : i32
  llvm.store %q, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// Division by 7 needs a 33-bit multiplier: with t = mulhi(x, m - 2^32), the quotient is
// (((x - t) >> 1) + t) >> 2. The remainder multiplies the quotient back.
// CHECK-LABEL: llvm.func @urem_by_seven
// CHECK:         %[[M:.*]] = llvm.mlir.constant(613566757) : i64
// CHECK:         %[[T:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK-NEXT:    %[[D:.*]] = llvm.sub %x, %[[T]] : i32
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[HALF:.*]] = llvm.lshr %[[D]], %[[ONE]] : i32
// CHECK-NEXT:    %[[SUM:.*]] = llvm.add %[[HALF]], %[[T]] : i32
// CHECK-NEXT:    %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:    %[[Q:.*]] = llvm.lshr %[[SUM]], %[[TWO]] : i32
// CHECK-NEXT:    %[[SEVEN:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:    %[[P:.*]] = llvm.mul %[[Q]], %[[SEVEN]] : i32
// CHECK-NEXT:    %[[R:.*]] = llvm.sub %x, %[[P]] : i32
// CHECK-NOT:     llvm.urem
llvm.func @urem_by_seven(%x: i32, %p: !llvm.ptr) {
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %r = llvm.urem %x, %c7 : i32
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// Triton's i64 `x % 1000` (as LLVM gives it: one mul.hi.s64 in i128, the arithmetic shift, the
// sign bit added to round toward zero, the product subtracted).
// CHECK-LABEL: llvm.func @srem64_by_thousand
// CHECK-NEXT:    %[[W:.*]] = llvm.sext %x : i64 to i128
// CHECK-NEXT:    %[[M:.*]] = llvm.mlir.constant(2361183241434822607 : i128) : i128
// CHECK-NEXT:    %[[P:.*]] = llvm.mul %[[W]], %[[M]] : i128
// CHECK-NEXT:    %[[S64:.*]] = llvm.mlir.constant(64 : i128) : i128
// CHECK-NEXT:    %[[H:.*]] = llvm.lshr %[[P]], %[[S64]] : i128
// CHECK-NEXT:    %[[T:.*]] = llvm.trunc %[[H]] : i128 to i64
// CHECK-NEXT:    %[[S:.*]] = llvm.mlir.constant(7) : i64
// CHECK-NEXT:    %[[A:.*]] = llvm.ashr %[[T]], %[[S]] : i64
// CHECK-NEXT:    %[[S63:.*]] = llvm.mlir.constant(63) : i64
// CHECK-NEXT:    %[[SIGN:.*]] = llvm.lshr %[[T]], %[[S63]] : i64
// CHECK-NEXT:    %[[Q:.*]] = llvm.add %[[A]], %[[SIGN]] : i64
// CHECK-NEXT:    %[[K:.*]] = llvm.mlir.constant(1000) : i64
// CHECK-NEXT:    %[[QD:.*]] = llvm.mul %[[Q]], %[[K]] : i64
// CHECK-NEXT:    %[[R:.*]] = llvm.sub %x, %[[QD]] : i64
// CHECK-NEXT:    llvm.store %[[R]]
llvm.func @srem64_by_thousand(%x: i64, %p: !llvm.ptr) {
  %c = llvm.mlir.constant(1000 : i64) : i64
  %r = llvm.srem %x, %c : i64
  llvm.store %r, %p : i64, !llvm.ptr
  llvm.return
}

// -----

// Signed by -7: the multiplier 0x92492493 does not fit a signed i32, so x is added back to the
// high half; the quotient by 7 is negated.
// CHECK-LABEL: llvm.func @sdiv_by_minus_seven
// CHECK-NEXT:    %[[W:.*]] = llvm.sext %x : i32 to i64
// CHECK-NEXT:    %[[M:.*]] = llvm.mlir.constant(-1840700269) : i64
// CHECK:         %[[T:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK-NEXT:    %[[TX:.*]] = llvm.add %[[T]], %x : i32
// CHECK-NEXT:    %[[S:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:    %[[A:.*]] = llvm.ashr %[[TX]], %[[S]] : i32
// CHECK-NEXT:    %[[S31:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT:    %[[SIGN:.*]] = llvm.lshr %[[TX]], %[[S31]] : i32
// CHECK-NEXT:    %[[Q:.*]] = llvm.add %[[A]], %[[SIGN]] : i32
// CHECK-NEXT:    %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[NEG:.*]] = llvm.sub %[[ZERO]], %[[Q]] : i32
// CHECK-NEXT:    llvm.store %[[NEG]]
llvm.func @sdiv_by_minus_seven(%x: i32, %p: !llvm.ptr) {
  %c = llvm.mlir.constant(-7 : i32) : i32
  %q = llvm.sdiv %x, %c : i32
  llvm.store %q, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// An even divisor whose multiplier needs 65 bits: x >> 1 over 7 fits 64 bits (LLVM's
// pre-shift). A signed dividend whose sign bit is known 0 divides unsigned, with the smaller
// multiplier a 31-bit dividend allows.
// CHECK-LABEL: llvm.func @even_and_non_negative
// CHECK:         %[[ONE:.*]] = llvm.mlir.constant(1) : i64
// CHECK-NEXT:    %[[HALF:.*]] = llvm.lshr %w, %[[ONE]] : i64
// CHECK-NEXT:    %[[W:.*]] = llvm.zext %[[HALF]] : i64 to i128
// CHECK-NEXT:    llvm.mlir.constant(5270498306774157605 : i128) : i128
// CHECK:         %[[SMALL:.*]] = llvm.lshr %x,
// CHECK-NEXT:    %[[Z:.*]] = llvm.zext %[[SMALL]] : i32 to i64
// CHECK-NEXT:    llvm.mlir.constant(1717986919) : i64
// CHECK-NOT:     llvm.sext
// CHECK-NOT:     llvm.udiv
// CHECK-NOT:     llvm.sdiv
llvm.func @even_and_non_negative(%x: i32, %w: i64, %p: !llvm.ptr) {
  %c14 = llvm.mlir.constant(14 : i64) : i64
  %q = llvm.udiv %w, %c14 : i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %small = llvm.lshr %x, %one : i32
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %s = llvm.sdiv %small, %c10 : i32
  llvm.store %q, %p : i64, !llvm.ptr
  llvm.store %s, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// Not rewritten: signed division by INT_MIN (a power of two the signed shift rule leaves), by a
// variable, and i16 division.
// CHECK-LABEL: llvm.func @kept
// CHECK:         llvm.sdiv %x, %{{.*}} : i32
// CHECK:         llvm.udiv %x, %y : i32
// CHECK:         llvm.udiv %h, %{{.*}} : i16
llvm.func @kept(%x: i32, %y: i32, %h: i16, %p: !llvm.ptr) {
  %min = llvm.mlir.constant(-2147483648 : i32) : i32
  %c10 = llvm.mlir.constant(10 : i16) : i16
  %b = llvm.sdiv %x, %min : i32
  %c = llvm.udiv %x, %y : i32
  %d = llvm.udiv %h, %c10 : i16
  llvm.store %b, %p : i32, !llvm.ptr
  llvm.store %c, %p : i32, !llvm.ptr
  llvm.store %d, %p : i16, !llvm.ptr
  llvm.return
}
