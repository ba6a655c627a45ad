; From llvm-project llvm/test/CodeGen/NVPTX/bug26185.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_35 -verify-machineinstrs | FileCheck %s

target datalayout = "e-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-unknown"

define ptx_kernel void @ex_zext(ptr noalias readonly %data, ptr %res) {
entry:
  %val = load i8, ptr %data
  %valext = zext i8 %val to i32
  store i32 %valext, ptr %res
  ret void
}

define ptx_kernel void @ex_sext(ptr noalias readonly %data, ptr %res) {
entry:
  %val = load i8, ptr %data
  %valext = sext i8 %val to i32
  store i32 %valext, ptr %res
  ret void
}

define ptx_kernel void @ex_zext_v2(ptr noalias readonly %data, ptr %res) {
entry:
  %val = load <2 x i8>, ptr %data
  %valext = zext <2 x i8> %val to <2 x i32>
  store <2 x i32> %valext, ptr %res
  ret void
}

define ptx_kernel void @ex_sext_v2(ptr noalias readonly %data, ptr %res) {
entry:
  %val = load <2 x i8>, ptr %data
  %valext = sext <2 x i8> %val to <2 x i32>
  store <2 x i32> %valext, ptr %res
  ret void
}
