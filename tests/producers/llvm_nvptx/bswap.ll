; From llvm-project llvm/test/CodeGen/NVPTX/bswap.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

define i16 @bswap16(i16 %a) {
  %b = tail call i16 @llvm.bswap.i16(i16 %a)
  ret i16 %b
}

define i32 @bswap32(i32 %a) {
  %b = tail call i32 @llvm.bswap.i32(i32 %a)
  ret i32 %b
}

define <2 x i16> @bswapv2i16(<2 x i16> %a) {
  %b = tail call <2 x i16> @llvm.bswap.v2i16(<2 x i16> %a)
  ret <2 x i16> %b
}

define i64 @bswap64(i64 %a) {
  %b = tail call i64 @llvm.bswap.i64(i64 %a)
  ret i64 %b
}

define <2 x i32> @bswapv2i32(<2 x i32> %a) {
  %b = tail call <2 x i32> @llvm.bswap.v2i32(<2 x i32> %a)
  ret <2 x i32> %b
}
declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.bswap.i32(i32)
declare <2 x i16> @llvm.bswap.v2i16(<2 x i16>)
declare i64 @llvm.bswap.i64(i64)
declare <2 x i32> @llvm.bswap.v2i32(<2 x i32>)
