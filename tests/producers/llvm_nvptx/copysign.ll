; From llvm-project llvm/test/CodeGen/NVPTX/copysign.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 -verify-machineinstrs | FileCheck %s

target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

define float @fcopysign_f_f(float %a, float %b) {
  %val = call float @llvm.copysign.f32(float %a, float %b)
  ret float %val
}

define double @fcopysign_d_d(double %a, double %b) {
  %val = call double @llvm.copysign.f64(double %a, double %b)
  ret double %val
}

define float @fcopysign_f_d(float %a, double %b) {
  %c = fptrunc double %b to float
  %val = call float @llvm.copysign.f32(float %a, float %c)
  ret float %val
}

define float @fcopysign_f_h(float %a, half %b) {
  %c = fpext half %b to float
  %val = call float @llvm.copysign.f32(float %a, float %c)
  ret float %val
}

define double @fcopysign_d_f(double %a, float %b) {
  %c = fpext float %b to double
  %val = call double @llvm.copysign.f64(double %a, double %c)
  ret double %val
}

define double @fcopysign_d_h(double %a, half %b) {
  %c = fpext half %b to double
  %val = call double @llvm.copysign.f64(double %a, double %c)
  ret double %val
}

declare float @llvm.copysign.f32(float, float)
declare double @llvm.copysign.f64(double, double)
