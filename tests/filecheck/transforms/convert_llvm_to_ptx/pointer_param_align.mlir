// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// A kernel pointer parameter's `.align` is its pointee's, which may exceed the 128 bytes a
// .param itself may be aligned to (llc-22 prints the same lines; fuzzer seed 49's byval finding
// turned the other way round).

// CHECK-LABEL: .visible .entry k(
// CHECK-NEXT:    .param .u64 .ptr .global .align 2147483648 k_param_0,
// CHECK-NEXT:    .param .u64 .ptr .align 256 k_param_1
llvm.func @k(%p: !llvm.ptr<1> {llvm.align = 2147483648 : i64}, %q: !llvm.ptr {llvm.align = 256 : i64}) attributes {nvvm.kernel} {
  %v = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.store %v, %q : i32, !llvm.ptr
  llvm.return
}
