; From llvm-project llvm/test/CodeGen/NVPTX/pr13291-i1-store.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s --check-prefix=PTX64

define ptx_kernel void @t1(ptr %a) {
  store i1 false, ptr %a
  ret void
}

define ptx_kernel void @t2(ptr %a, ptr %b) {
  %t1 = load i1, ptr %a
  %t2 = select i1 %t1, i8 1, i8 2
  store i8 %t2, ptr %b
  ret void
}
