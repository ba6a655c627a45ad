; From llvm-project llvm/test/CodeGen/NVPTX/convert-sm80.ll (its CHECK lines and its ptxas RUN line left out; the conversion functions written out by a loop to the same IR)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_80 -mattr=+ptx70 | FileCheck %s


define <2 x bfloat> @cvt_rn_bf16x2_f32(float %f1, float %f2) {
  %val = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn(float %f1, float %f2)
  ret <2 x bfloat> %val
}

define <2 x bfloat> @cvt_rn_relu_bf16x2_f32(float %f1, float %f2) {
  %val = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu(float %f1, float %f2)
  ret <2 x bfloat> %val
}

define <2 x bfloat> @cvt_rz_bf16x2_f32(float %f1, float %f2) {
  %val = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz(float %f1, float %f2)
  ret <2 x bfloat> %val
}

define <2 x bfloat> @cvt_rz_relu_bf16x2_f32(float %f1, float %f2) {
  %val = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.relu(float %f1, float %f2)
  ret <2 x bfloat> %val
}

declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn(float, float)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu(float, float)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz(float, float)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.relu(float, float)

define <2 x half> @cvt_rn_f16x2_f32(float %f1, float %f2) {
  %val = call <2 x half> @llvm.nvvm.ff2f16x2.rn(float %f1, float %f2)
  ret <2 x half> %val
}

define <2 x half> @cvt_rn_relu_f16x2_f32(float %f1, float %f2) {
  %val = call <2 x half> @llvm.nvvm.ff2f16x2.rn.relu(float %f1, float %f2)
  ret <2 x half> %val
}

define <2 x half> @cvt_rz_f16x2_f32(float %f1, float %f2) {
  %val = call <2 x half> @llvm.nvvm.ff2f16x2.rz(float %f1, float %f2)
  ret <2 x half> %val
}

define <2 x half> @cvt_rz_relu_f16x2_f32(float %f1, float %f2) {
  %val = call <2 x half> @llvm.nvvm.ff2f16x2.rz.relu(float %f1, float %f2)
  ret <2 x half> %val
}

declare <2 x half> @llvm.nvvm.ff2f16x2.rn(float, float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rn.relu(float, float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rz(float, float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rz.relu(float, float)

define bfloat @cvt_rn_bf16_f32(float %f1) {
  %val = call bfloat @llvm.nvvm.f2bf16.rn(float %f1)
  ret bfloat %val
}

define bfloat @cvt_rn_relu_bf16_f32(float %f1) {
  %val = call bfloat @llvm.nvvm.f2bf16.rn.relu(float %f1)
  ret bfloat %val
}

define bfloat @cvt_rz_bf16_f32(float %f1) {
  %val = call bfloat @llvm.nvvm.f2bf16.rz(float %f1)
  ret bfloat %val
}

define bfloat @cvt_rz_relu_bf16_f32(float %f1) {
  %val = call bfloat @llvm.nvvm.f2bf16.rz.relu(float %f1)
  ret bfloat %val
}

declare bfloat @llvm.nvvm.f2bf16.rn(float)
declare bfloat @llvm.nvvm.f2bf16.rn.relu(float)
declare bfloat @llvm.nvvm.f2bf16.rz(float)
declare bfloat @llvm.nvvm.f2bf16.rz.relu(float)

define i32 @cvt_rna_tf32_f32(float %f1) {
  %val = call i32 @llvm.nvvm.f2tf32.rna(float %f1)
  ret i32 %val
}

declare i32 @llvm.nvvm.f2tf32.rna(float)


define <2 x bfloat> @fold_ff2bf16x2(float %a, float %b) {
  %ah = fptrunc float %a to bfloat
  %bh = fptrunc float %b to bfloat
  %v0 = insertelement <2 x bfloat> poison, bfloat %ah, i64 0
  %v1 = insertelement <2 x bfloat> %v0, bfloat %bh, i64 1
  ret <2 x bfloat> %v1
}

define <2 x half> @fold_ff2f16x2(float %a, float %b) {
  %ah = fptrunc float %a to half
  %bh = fptrunc float %b to half
  %v0 = insertelement <2 x half> poison, half %ah, i64 0
  %v1 = insertelement <2 x half> %v0, half %bh, i64 1
  ret <2 x half> %v1
}
