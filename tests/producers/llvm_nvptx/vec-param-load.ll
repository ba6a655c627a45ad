; From llvm-project llvm/test/CodeGen/NVPTX/vec-param-load.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

target datalayout = "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

define <16 x float> @test_v16f32(<16 x float> %a) {
  ret <16 x float> %a
}

define <8 x float> @test_v8f32(<8 x float> %a) {
  ret <8 x float> %a
}

define <4 x float> @test_v4f32(<4 x float> %a) {
  ret <4 x float> %a
}

define <2 x float> @test_v2f32(<2 x float> %a) {
  ret <2 x float> %a
}

define <3 x float> @test_v3f32(<3 x float> %a) {
  ret <3 x float> %a
}

define <8 x i64> @test_v8i64(<8 x i64> %a) {
  ret <8 x i64> %a
}

define <16 x i16> @test_v16i16(<16 x i16> %a) {
  ret <16 x i16> %a
}
