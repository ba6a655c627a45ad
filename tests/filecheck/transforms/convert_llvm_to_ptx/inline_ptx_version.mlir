// REQUIRES: ptxas
// nvvm.inline_ptx counts for `.version` as llvm.inline_asm does: an fp8 conversion from bf16x2
// needs PTX ISA 9.1 (sm_100a), the tensormap proxy fence 8.3.
// RUN: nvvm-opt --sm 100a %s | filecheck %s
// RUN: nvvm-opt --sm 100a %s > %t.ptx && %ptxas -arch=sm_100a %t.ptx -o %t.cubin

// CHECK: .version 9.1
// CHECK: fence.proxy.tensormap::generic.acquire.gpu
// CHECK: cvt.rn.satfinite.e5m2x2.bf16x2
llvm.func @convert(%desc: !llvm.ptr, %pair: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
  nvvm.inline_ptx "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;" ro(%desc : !llvm.ptr)
  %fp8 = llvm.inline_asm asm_dialect = att "cvt.rn.satfinite.e5m2x2.bf16x2 $0, $1;", "=h,r" %pair : (i32) -> i16
  llvm.store %fp8, %out : i16, !llvm.ptr
  llvm.return
}
