; From llvm-project llvm/test/CodeGen/NVPTX/tanhf.ll (its CHECK lines and its ptxas RUN line left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mcpu=sm_75 -mattr=+ptx70 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

define float @test1(float %in) local_unnamed_addr {
  %call = call afn float @llvm.tanh.f32(float %in)
  ret float %call
}

define half @test2(half %in) local_unnamed_addr {
  %call = call afn half @llvm.tanh.f16(half %in)
  ret half %call
}

declare float @llvm.tanh.f32(float)
declare half @llvm.tanh.f16(half)
