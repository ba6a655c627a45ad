; From llvm-project llvm/test/CodeGen/NVPTX/mulhi-intrins.ll (its CHECK lines left out; its RUN line's 32-bit -march=nvptx made nvptx64)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_50 | FileCheck %s

define i16 @test_mulhi_i16(i16 %x, i16 %y) {
  %1 = call i16 @llvm.nvvm.mulhi.s(i16 %x, i16 %y)
  ret i16 %1
}

define i16 @test_mulhi_u16(i16 %x, i16 %y) {
  %1 = call i16 @llvm.nvvm.mulhi.us(i16 %x, i16 %y)
  ret i16 %1
}

define i32 @test_mulhi_i32(i32 %x, i32 %y) {
  %1 = call i32 @llvm.nvvm.mulhi.i(i32 %x, i32 %y)
  ret i32 %1
}

define i32 @test_mulhi_u32(i32 %x, i32 %y) {
  %1 = call i32 @llvm.nvvm.mulhi.ui(i32 %x, i32 %y)
  ret i32 %1
}

define i64 @test_mulhi_i64(i64 %x, i64 %y) {
  %1 = call i64 @llvm.nvvm.mulhi.ll(i64 %x, i64 %y)
  ret i64 %1
}

define i64 @test_mulhi_u64(i64 %x, i64 %y) {
  %1 = call i64 @llvm.nvvm.mulhi.ull(i64 %x, i64 %y)
  ret i64 %1
}

declare i16 @llvm.nvvm.mulhi.s(i16, i16)
declare i16 @llvm.nvvm.mulhi.us(i16, i16)
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32)
declare i64 @llvm.nvvm.mulhi.ll(i64, i64)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64)
