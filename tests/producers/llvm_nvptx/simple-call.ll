; From llvm-project llvm/test/CodeGen/NVPTX/simple-call.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 -verify-machineinstrs | FileCheck %s

define float @device_func(float %a) noinline {
  %ret = fmul float %a, %a
  ret float %ret
}

define ptx_kernel void @kernel_func(ptr %a) {
  %val = load float, ptr %a
  %mul = call float @device_func(float %val)
  store float %mul, ptr %a
  ret void
}
