; From llvm-project llvm/test/CodeGen/NVPTX/convert-sm90.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90 -mattr=+ptx78| FileCheck --check-prefixes=CHECK %s

declare i32 @llvm.nvvm.f2tf32.rn(float %f1)
declare i32 @llvm.nvvm.f2tf32.rn.relu(float %f1)
declare i32 @llvm.nvvm.f2tf32.rz(float %f1)
declare i32 @llvm.nvvm.f2tf32.rz.relu(float %f1)

define i32 @cvt_rn_tf32_f32(float %f1) {
  %val = call i32 @llvm.nvvm.f2tf32.rn(float %f1)
  ret i32 %val
}

define i32 @cvt_rn_relu_tf32_f32(float %f1) {
  %val = call i32 @llvm.nvvm.f2tf32.rn.relu(float %f1)
  ret i32 %val
}

define i32 @cvt_rz_tf32_f32(float %f1) {
  %val = call i32 @llvm.nvvm.f2tf32.rz(float %f1)
  ret i32 %val
}

define i32 @cvt_rz_relu_tf32_f32(float %f1) {
  %val = call i32 @llvm.nvvm.f2tf32.rz.relu(float %f1)
  ret i32 %val
}
