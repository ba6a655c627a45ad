; From llvm-project llvm/test/CodeGen/NVPTX/aggregate-return.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_35 | FileCheck %s

declare <2 x float> @barv(<2 x float> %input)
declare <3 x float> @barv3(<3 x float> %input)
declare [2 x float] @bara([2 x float] %input)
declare {float, float} @bars({float, float} %input)

define void @test_v2f32(<2 x float> %input, ptr %output) {
  %call = tail call <2 x float> @barv(<2 x float> %input)
  store <2 x float> %call, ptr %output, align 8
  ret void
}

define void @test_v3f32(<3 x float> %input, ptr %output) {
  %call = tail call <3 x float> @barv3(<3 x float> %input)
  store <3 x float> %call, ptr %output, align 8
  ret void
}

define void @test_a2f32([2 x float] %input, ptr %output) {
  %call = tail call [2 x float] @bara([2 x float] %input)
  store [2 x float] %call, ptr %output, align 4
  ret void
}

define void @test_s2f32({float, float} %input, ptr %output) {
  %call = tail call {float, float} @bars({float, float} %input)
  store {float, float} %call, ptr %output, align 4
  ret void
}
