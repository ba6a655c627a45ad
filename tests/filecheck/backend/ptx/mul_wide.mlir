// REQUIRES: ptxas
// An i64 product of two 32-bit values (zext/sext from i32, or a constant that fits) is one
// mul.wide; its high half is Philox's umulhi in Triton's tl.rand (#26).
// RUN: nvvm-opt %s -O0 --sm 80 | filecheck %s
// RUN: nvvm-opt %s -O0 --sm 80 > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// CHECK-LABEL: .visible .func (.param .b64 func_retval0) umulhi(
// CHECK:         mul.wide.u32 %[[W:rd[0-9]+]], %r{{[0-9]+}}, 3528531795;
// CHECK-NOT:     mul.lo.s64
// CHECK:         shr.u64 %rd{{[0-9]+}}, %[[W]], 32;
llvm.func @umulhi(%a: i32) -> i64 {
  %c = llvm.mlir.constant(3528531795 : i64) : i64
  %k = llvm.mlir.constant(32 : i64) : i64
  %w = llvm.zext %a : i32 to i64
  %m = llvm.mul %w, %c : i64
  %h = llvm.lshr %m, %k : i64
  llvm.return %h : i64
}

// CHECK-LABEL: .visible .func (.param .b64 func_retval0) signed_product(
// CHECK:         mul.wide.s32 %rd{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @signed_product(%a: i32, %b: i32) -> i64 {
  %x = llvm.sext %a : i32 to i64
  %y = llvm.sext %b : i32 to i64
  %m = llvm.mul %x, %y : i64
  llvm.return %m : i64
}

// Mixed extensions, or a constant beyond 32 bits: a 64-bit multiply.
// CHECK-LABEL: .visible .func (.param .b64 func_retval0) not_wide(
// CHECK:         mul.lo.s64
// CHECK:         mul.lo.s64
llvm.func @not_wide(%a: i32, %b: i32) -> i64 {
  %x = llvm.zext %a : i32 to i64
  %y = llvm.sext %b : i32 to i64
  %m = llvm.mul %x, %y : i64
  %c = llvm.mlir.constant(4294967296 : i64) : i64
  %n = llvm.mul %x, %c : i64
  %r = llvm.add %m, %n : i64
  llvm.return %r : i64
}
