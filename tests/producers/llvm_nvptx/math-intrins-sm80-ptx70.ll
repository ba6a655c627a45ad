; From llvm-project llvm/test/CodeGen/NVPTX/math-intrins-sm80-ptx70.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx70 | FileCheck %s

declare bfloat @llvm.nvvm.abs.bf16(bfloat)
define bfloat @abs_bf16(bfloat %0) {
  %res = call bfloat @llvm.nvvm.abs.bf16(bfloat %0)
  ret bfloat %res
}

declare bfloat @llvm.nvvm.neg.bf16(bfloat)
define bfloat @neg_bf16(bfloat %0) {
  %res = call bfloat @llvm.nvvm.neg.bf16(bfloat %0)
  ret bfloat %res
}

declare <2 x bfloat> @llvm.nvvm.abs.bf16x2(<2 x bfloat>)
define <2 x bfloat> @abs_bf16x2(<2 x bfloat> %0) {
  %res = call <2 x bfloat> @llvm.nvvm.abs.bf16x2(<2 x bfloat> %0)
  ret <2 x bfloat> %res
}

declare <2 x bfloat> @llvm.nvvm.neg.bf16x2(<2 x bfloat>)
define <2 x bfloat> @neg_bf16x2(<2 x bfloat> %0) {
  %res = call <2 x bfloat> @llvm.nvvm.neg.bf16x2(<2 x bfloat> %0)
  ret <2 x bfloat> %res
}

declare float @llvm.nvvm.fmin.nan.f(float, float)
define float @fmin_nan_f(float %0, float %1) {
  %res = call float @llvm.nvvm.fmin.nan.f(float %0, float %1)
  ret float %res
}

declare float @llvm.nvvm.fmin.ftz.nan.f(float, float)
define float @fmin_ftz_nan_f(float %0, float %1) {
  %res = call float @llvm.nvvm.fmin.ftz.nan.f(float %0, float %1)
  ret float %res
}

declare half @llvm.nvvm.fmin.f16(half, half)
define half @fmin_f16(half %0, half %1) {
  %res = call half @llvm.nvvm.fmin.f16(half %0, half %1)
  ret half %res
}

declare half @llvm.nvvm.fmin.ftz.f16(half, half)
define half @fmin_ftz_f16(half %0, half %1) {
  %res = call half @llvm.nvvm.fmin.ftz.f16(half %0, half %1)
  ret half %res
}

declare half @llvm.nvvm.fmin.nan.f16(half, half)
define half @fmin_nan_f16(half %0, half %1) {
  %res = call half @llvm.nvvm.fmin.nan.f16(half %0, half %1)
  ret half %res
}

declare half @llvm.nvvm.fmin.ftz.nan.f16(half, half)
define half @fmin_ftz_nan_f16(half %0, half %1) {
  %res = call half @llvm.nvvm.fmin.ftz.nan.f16(half %0, half %1)
  ret half %res
}

declare <2 x half> @llvm.nvvm.fmin.f16x2(<2 x half>, <2 x half>)
define <2 x half> @fmin_f16x2(<2 x half> %0, <2 x half> %1) {
  %res = call <2 x half> @llvm.nvvm.fmin.f16x2(<2 x half> %0, <2 x half> %1)
  ret <2 x half> %res
}

declare <2 x half> @llvm.nvvm.fmin.ftz.f16x2(<2 x half>, <2 x half>)
define <2 x half> @fmin_ftz_f16x2(<2 x half> %0, <2 x half> %1) {
  %res = call <2 x half> @llvm.nvvm.fmin.ftz.f16x2(<2 x half> %0, <2 x half> %1)
  ret <2 x half> %res
}

declare <2 x half> @llvm.nvvm.fmin.nan.f16x2(<2 x half>, <2 x half>)
define <2 x half> @fmin_nan_f16x2(<2 x half> %0, <2 x half> %1) {
  %res = call <2 x half> @llvm.nvvm.fmin.nan.f16x2(<2 x half> %0, <2 x half> %1)
  ret <2 x half> %res
}

declare <2 x half> @llvm.nvvm.fmin.ftz.nan.f16x2(<2 x half>, <2 x half>)
define <2 x half> @fmin_ftz_nan_f16x2(<2 x half> %0, <2 x half> %1) {
  %res = call <2 x half> @llvm.nvvm.fmin.ftz.nan.f16x2(<2 x half> %0, <2 x half> %1)
  ret <2 x half> %res
}

declare bfloat @llvm.nvvm.fmin.bf16(bfloat, bfloat)
define bfloat @fmin_bf16(bfloat %0, bfloat %1) {
  %res = call bfloat @llvm.nvvm.fmin.bf16(bfloat %0, bfloat %1)
  ret bfloat %res
}

declare bfloat @llvm.nvvm.fmin.nan.bf16(bfloat, bfloat)
define bfloat @fmin_nan_bf16(bfloat %0, bfloat %1) {
  %res = call bfloat @llvm.nvvm.fmin.nan.bf16(bfloat %0, bfloat %1)
  ret bfloat %res
}

declare <2 x bfloat> @llvm.nvvm.fmin.bf16x2(<2 x bfloat>, <2 x bfloat>)
define <2 x bfloat> @fmin_bf16x2(<2 x bfloat> %0, <2 x bfloat> %1) {
  %res = call <2 x bfloat> @llvm.nvvm.fmin.bf16x2(<2 x bfloat> %0, <2 x bfloat> %1)
  ret <2 x bfloat> %res
}

declare <2 x bfloat> @llvm.nvvm.fmin.nan.bf16x2(<2 x bfloat>, <2 x bfloat>)
define <2 x bfloat> @fmin_nan_bf16x2(<2 x bfloat> %0, <2 x bfloat> %1) {
  %res = call <2 x bfloat> @llvm.nvvm.fmin.nan.bf16x2(<2 x bfloat> %0, <2 x bfloat> %1)
  ret <2 x bfloat> %res
}

declare float @llvm.nvvm.fmax.nan.f(float, float)
define float @fmax_nan_f(float %0, float %1) {
  %res = call float @llvm.nvvm.fmax.nan.f(float %0, float %1)
  ret float %res
}

declare float @llvm.nvvm.fmax.ftz.nan.f(float, float)
define float @fmax_ftz_nan_f(float %0, float %1) {
  %res = call float @llvm.nvvm.fmax.ftz.nan.f(float %0, float %1)
  ret float %res
}

declare half @llvm.nvvm.fmax.f16(half, half)
define half @fmax_f16(half %0, half %1) {
  %res = call half @llvm.nvvm.fmax.f16(half %0, half %1)
  ret half %res
}

declare half @llvm.nvvm.fmax.ftz.f16(half, half)
define half @fmax_ftz_f16(half %0, half %1) {
  %res = call half @llvm.nvvm.fmax.ftz.f16(half %0, half %1)
  ret half %res
}

declare half @llvm.nvvm.fmax.nan.f16(half, half)
define half @fmax_nan_f16(half %0, half %1) {
  %res = call half @llvm.nvvm.fmax.nan.f16(half %0, half %1)
  ret half %res
}

declare half @llvm.nvvm.fmax.ftz.nan.f16(half, half)
define half @fmax_ftz_nan_f16(half %0, half %1) {
  %res = call half @llvm.nvvm.fmax.ftz.nan.f16(half %0, half %1)
  ret half %res
}

declare <2 x half> @llvm.nvvm.fmax.f16x2(<2 x half>, <2 x half>)
define <2 x half> @fmax_f16x2(<2 x half> %0, <2 x half> %1) {
  %res = call <2 x half> @llvm.nvvm.fmax.f16x2(<2 x half> %0, <2 x half> %1)
  ret <2 x half> %res
}

declare <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x half>, <2 x half>)
define <2 x half> @fmax_ftz_f16x2(<2 x half> %0, <2 x half> %1) {
  %res = call <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x half> %0, <2 x half> %1)
  ret <2 x half> %res
}

declare <2 x half> @llvm.nvvm.fmax.nan.f16x2(<2 x half>, <2 x half>)
define <2 x half> @fmax_nan_f16x2(<2 x half> %0, <2 x half> %1) {
  %res = call <2 x half> @llvm.nvvm.fmax.nan.f16x2(<2 x half> %0, <2 x half> %1)
  ret <2 x half> %res
}

declare <2 x half> @llvm.nvvm.fmax.ftz.nan.f16x2(<2 x half>, <2 x half>)
define <2 x half> @fmax_ftz_nan_f16x2(<2 x half> %0, <2 x half> %1) {
  %res = call <2 x half> @llvm.nvvm.fmax.ftz.nan.f16x2(<2 x half> %0, <2 x half> %1)
  ret <2 x half> %res
}

declare bfloat @llvm.nvvm.fmax.bf16(bfloat, bfloat)
define bfloat @fmax_bf16(bfloat %0, bfloat %1) {
  %res = call bfloat @llvm.nvvm.fmax.bf16(bfloat %0, bfloat %1)
  ret bfloat %res
}

declare bfloat @llvm.nvvm.fmax.nan.bf16(bfloat, bfloat)
define bfloat @fmax_nan_bf16(bfloat %0, bfloat %1) {
  %res = call bfloat @llvm.nvvm.fmax.nan.bf16(bfloat %0, bfloat %1)
  ret bfloat %res
}

declare <2 x bfloat> @llvm.nvvm.fmax.bf16x2(<2 x bfloat>, <2 x bfloat>)
define <2 x bfloat> @fmax_bf16x2(<2 x bfloat> %0, <2 x bfloat> %1) {
  %res = call <2 x bfloat> @llvm.nvvm.fmax.bf16x2(<2 x bfloat> %0, <2 x bfloat> %1)
  ret <2 x bfloat> %res
}

declare <2 x bfloat> @llvm.nvvm.fmax.nan.bf16x2(<2 x bfloat>, <2 x bfloat>)
define <2 x bfloat> @fmax_nan_bf16x2(<2 x bfloat> %0, <2 x bfloat> %1) {
  %res = call <2 x bfloat> @llvm.nvvm.fmax.nan.bf16x2(<2 x bfloat> %0, <2 x bfloat> %1)
  ret <2 x bfloat> %res
}

declare half @llvm.nvvm.fma.rn.relu.f16(half, half, half)
define half @fma_rn_relu_f16(half %0, half %1, half %2) {
  %res = call half @llvm.nvvm.fma.rn.relu.f16(half %0, half %1, half %2)
  ret half %res
}

declare half @llvm.nvvm.fma.rn.ftz.relu.f16(half, half, half)
define half @fma_rn_ftz_relu_f16(half %0, half %1, half %2) {
  %res = call half @llvm.nvvm.fma.rn.ftz.relu.f16(half %0, half %1, half %2)
  ret half %res
}

declare <2 x half> @llvm.nvvm.fma.rn.relu.f16x2(<2 x half>, <2 x half>, <2 x half>)
define <2 x half> @fma_rn_relu_f16x2(<2 x half> %0, <2 x half> %1, <2 x half> %2) {
  %res = call <2 x half> @llvm.nvvm.fma.rn.relu.f16x2(<2 x half> %0, <2 x half> %1, <2 x half> %2)
  ret <2 x half> %res
}

declare <2 x half> @llvm.nvvm.fma.rn.ftz.relu.f16x2(<2 x half>, <2 x half>, <2 x half>)
define <2 x half> @fma_rn_ftz_relu_f16x2(<2 x half> %0, <2 x half> %1, <2 x half> %2) {
  %res = call <2 x half> @llvm.nvvm.fma.rn.ftz.relu.f16x2(<2 x half> %0, <2 x half> %1, <2 x half> %2)
  ret <2 x half> %res
}

declare bfloat @llvm.nvvm.fma.rn.bf16(bfloat, bfloat, bfloat)
define bfloat @fma_rn_bf16(bfloat %0, bfloat %1, bfloat %2) {
  %res = call bfloat @llvm.nvvm.fma.rn.bf16(bfloat %0, bfloat %1, bfloat %2)
  ret bfloat %res
}

declare bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat, bfloat, bfloat)
define bfloat @fma_rn_relu_bf16(bfloat %0, bfloat %1, bfloat %2) {
  %res = call bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat %0, bfloat %1, bfloat %2)
  ret bfloat %res
}

declare <2 x bfloat> @llvm.nvvm.fma.rn.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>)
define <2 x bfloat> @fma_rn_bf16x2(<2 x bfloat> %0, <2 x bfloat> %1, <2 x bfloat> %2) {
  %res = call <2 x bfloat> @llvm.nvvm.fma.rn.bf16x2(<2 x bfloat> %0, <2 x bfloat> %1, <2 x bfloat> %2)
  ret <2 x bfloat> %res
}

declare <2 x bfloat> @llvm.nvvm.fma.rn.relu.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>)
define <2 x bfloat> @fma_rn_relu_bf16x2(<2 x bfloat> %0, <2 x bfloat> %1, <2 x bfloat> %2) {
  %res = call <2 x bfloat> @llvm.nvvm.fma.rn.relu.bf16x2(<2 x bfloat> %0, <2 x bfloat> %1, <2 x bfloat> %2)
  ret <2 x bfloat> %res
}
