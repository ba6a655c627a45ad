// REQUIRES: ptxas
// LLVM's multiply-high, `trunc((ext a * ext b) >> N)` in 2N bits (Philox's umulhi, llvm-peephole's
// division by constants, #26): one mul.hi.u32/s32 for i32; for i64 the i128 product of two
// extended values is mul.lo/mul.hi.u64/s64, the low half dropped when unused.
// RUN: nvvm-opt %s -O0 --sm 80 | filecheck %s
// RUN: nvvm-opt %s -O0 --sm 80 > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// CHECK-LABEL: umulhi32(
// CHECK:         mul.hi.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, 3528531795;
// CHECK-NOT:     mul.wide
llvm.func @umulhi32(%a: i32) -> i32 {
  %c = llvm.mlir.constant(3528531795 : i64) : i64
  %k = llvm.mlir.constant(32 : i64) : i64
  %w = llvm.zext %a : i32 to i64
  %m = llvm.mul %w, %c : i64
  %h = llvm.lshr %m, %k : i64
  %t = llvm.trunc %h : i64 to i32
  llvm.return %t : i32
}

// CHECK-LABEL: smulhi32(
// CHECK:         mul.hi.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @smulhi32(%a: i32, %b: i32) -> i32 {
  %k = llvm.mlir.constant(32 : i64) : i64
  %wa = llvm.sext %a : i32 to i64
  %wb = llvm.sext %b : i32 to i64
  %m = llvm.mul %wa, %wb : i64
  %h = llvm.ashr %m, %k : i64
  %t = llvm.trunc %h : i64 to i32
  llvm.return %t : i32
}

// CHECK-LABEL: smulhi64(
// CHECK:         mul.hi.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 2361183241434822607;
// CHECK-NOT:     mul.lo
llvm.func @smulhi64(%a: i64) -> i64 {
  %c = llvm.mlir.constant(2361183241434822607 : i128) : i128
  %k = llvm.mlir.constant(64 : i128) : i128
  %w = llvm.sext %a : i64 to i128
  %m = llvm.mul %w, %c : i128
  %h = llvm.lshr %m, %k : i128
  %t = llvm.trunc %h : i128 to i64
  llvm.return %t : i64
}

// Both halves of an unsigned product; the magic constant above 2^63 is the same bits.
// CHECK-LABEL: umul128(
// CHECK-DAG:     mul.lo.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, -3689348814741910323;
// CHECK-DAG:     mul.hi.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, -3689348814741910323;
llvm.func @umul128(%a: i64, %p: !llvm.ptr) {
  %c = llvm.mlir.constant(14757395258967641293 : i128) : i128
  %w = llvm.zext %a : i64 to i128
  %m = llvm.mul %w, %c : i128
  llvm.store %m, %p : i128, !llvm.ptr
  llvm.return
}
