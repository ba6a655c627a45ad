; From llvm-project llvm/test/CodeGen/NVPTX/f32-ex2.ll (its CHECK lines and its ptxas RUN line left out; the RUN line's -mtriple=nvptx64 added, its triple is nvptx)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_50 -mattr=+ptx32 | FileCheck --check-prefixes=CHECK %s
target triple = "nvptx-nvidia-cuda"

declare float @llvm.nvvm.ex2.approx.f(float)

define float @ex2_float(float %0) {
  %res = call float @llvm.nvvm.ex2.approx.f(float %0)
  ret float %res
}

define float @ex2_float_ftz(float %0) {
  %res = call float @llvm.nvvm.ex2.approx.ftz.f(float %0)
  ret float %res
}
