; From llvm-project llvm/test/CodeGen/NVPTX/f16-abs.ll (its CHECK lines left out; of its RUN lines the
; full-FP16 one kept, without -disable-post-ra -frame-pointer=all, which the capture script does not pass)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -O0 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_53 -mattr=+ptx70 -verify-machineinstrs | FileCheck -allow-deprecated-dag-overlap -check-prefixes CHECK-F16-ABS %s

target triple = "nvptx64-nvidia-cuda"

declare half @llvm.fabs.f16(half %a)
declare <2 x half> @llvm.fabs.v2f16(<2 x half> %a)

define half @test_fabs(half %a) {
  %r = call half @llvm.fabs.f16(half %a)
  ret half %r
}

define <2 x half> @test_fabs_2(<2 x half> %a) #0 {
  %r = call <2 x half> @llvm.fabs.v2f16(<2 x half> %a)
  ret <2 x half> %r
}
