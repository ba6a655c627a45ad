; From llvm-project llvm/test/CodeGen/NVPTX/i128-param.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -O0 -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

define void @callee(i128, i128, ptr) {
  %a = mul i128 %0, %1
  store i128 %a, ptr %2
  ret void
}

define ptx_kernel void @caller_kernel(i128, i128, ptr) {
start:
  call void @callee(i128 %0, i128 %1, ptr %2)
  ret void
}

define void @caller_func(i128, i128, ptr) {
start:
  call void @callee(i128 %0, i128 %1, ptr %2)
  ret void
}
