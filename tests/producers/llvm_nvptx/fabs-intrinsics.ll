; From llvm-project llvm/test/CodeGen/NVPTX/fabs-intrinsics.ll (its CHECK lines left out; written out by a loop to the same IR)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx70 | FileCheck --check-prefixes=CHECK %s

target triple = "nvptx-nvidia-cuda"

declare float @llvm.nvvm.fabs.f32(float)
declare float @llvm.nvvm.fabs.ftz.f32(float)
declare double @llvm.nvvm.fabs.f64(double)
declare half @llvm.nvvm.fabs.f16(half)
declare half @llvm.nvvm.fabs.ftz.f16(half)
declare <2 x half> @llvm.nvvm.fabs.v2f16(<2 x half>)
declare <2 x half> @llvm.nvvm.fabs.ftz.v2f16(<2 x half>)
declare bfloat @llvm.nvvm.fabs.bf16(bfloat)
declare <2 x bfloat> @llvm.nvvm.fabs.v2bf16(<2 x bfloat>)


define float @fabs_float(float %a) {
  %ret = call float @llvm.nvvm.fabs.f32(float %a)
  ret float %ret
}

define float @fabs_float_ftz(float %a) {
  %ret = call float @llvm.nvvm.fabs.ftz.f32(float %a)
  ret float %ret
}

define double @fabs_double(double %a) {
  %ret = call double @llvm.nvvm.fabs.f64(double %a)
  ret double %ret
}

define half @fabs_half(half %a) {
  %ret = call half @llvm.nvvm.fabs.f16(half %a)
  ret half %ret
}

define half @fabs_half_ftz(half %a) {
  %ret = call half @llvm.nvvm.fabs.ftz.f16(half %a)
  ret half %ret
}

define <2 x half> @fabs_v2half(<2 x half> %a) {
  %ret = call <2 x half> @llvm.nvvm.fabs.v2f16(<2 x half> %a)
  ret <2 x half> %ret
}

define <2 x half> @fabs_v2half_ftz(<2 x half> %a) {
  %ret = call <2 x half> @llvm.nvvm.fabs.ftz.v2f16(<2 x half> %a)
  ret <2 x half> %ret
}

define bfloat @fabs_bf16(bfloat %a) {
  %ret = call bfloat @llvm.nvvm.fabs.bf16(bfloat %a)
  ret bfloat %ret
}

define <2 x bfloat> @fabs_v2bf16(<2 x bfloat> %a) {
  %ret = call <2 x bfloat> @llvm.nvvm.fabs.v2bf16(<2 x bfloat> %a)
  ret <2 x bfloat> %ret
}
