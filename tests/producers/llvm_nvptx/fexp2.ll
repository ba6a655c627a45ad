; From llvm-project llvm/test/CodeGen/NVPTX/fexp2.ll (its CHECK lines left out; only its sm_90 RUN line kept; its `denormal_fpenv(preservesign)` attribute written as LLVM 22 spells it)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mcpu=sm_90 -mattr=+ptx78 | FileCheck --check-prefixes=CHECK-BF16 %s
target triple = "nvptx64-nvidia-cuda"

; --- f32 ---

define float @exp2_test(float %in) {
entry:
  %exp2 = call float @llvm.exp2.f32(float %in)
  ret float %exp2
}

define float @exp2_ftz_test(float %in) #0 {
entry:
  %exp2 = call float @llvm.exp2.f32(float %in)
  ret float %exp2
}

define <2 x float> @exp2_test_v(<2 x float> %in) {
entry:
  %exp2 = call <2 x float> @llvm.exp2.v2f32(<2 x float> %in)
  ret <2 x float> %exp2
}

; --- f16 ---

define half @exp2_f16_test(half %in) {
entry:
  %exp2 = call half @llvm.exp2.f16(half %in)
  ret half %exp2
}

define half @exp2_f16_ftz_test(half %in) #0 {
entry:
  %exp2 = call half @llvm.exp2.f16(half %in)
  ret half %exp2
}

define <2 x half> @exp2_f16_test_v(<2 x half> %in) {
entry:
  %exp2 = call <2 x half> @llvm.exp2.v2f16(<2 x half> %in)
  ret <2 x half> %exp2
}

; --- bf16 ---

define bfloat @exp2_bf16_test(bfloat %in) {
entry:
  %exp2 = call bfloat @llvm.exp2.bf16(bfloat %in)
  ret bfloat %exp2
}

define <2 x bfloat> @exp2_bf16_test_v(<2 x bfloat> %in) {
entry:
  %exp2 = call <2 x bfloat> @llvm.exp2.v2bf16(<2 x bfloat> %in)
  ret <2 x bfloat> %exp2
}

declare float @llvm.exp2.f32(float %val)

declare <2 x float> @llvm.exp2.v2f32(<2 x float> %val)

declare half @llvm.exp2.f16(half %val)

declare <2 x half> @llvm.exp2.v2f16(<2 x half> %val)

declare bfloat @llvm.exp2.bf16(bfloat %val)

declare <2 x bfloat> @llvm.exp2.v2bf16(<2 x bfloat> %val)

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
