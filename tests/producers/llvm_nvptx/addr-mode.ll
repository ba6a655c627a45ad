; From llvm-project llvm/test/CodeGen/NVPTX/addr-mode.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

define i32 @test_addr_mode_i64(ptr %x) {
  %addr = getelementptr i32, ptr %x, i64 -1
  %res = load i32, ptr %addr
  ret i32 %res
}

define i32 @test_addr_mode_i32(ptr %x) {
  %addr = getelementptr i32, ptr %x, i32 -1
  %res = load i32, ptr %addr
  ret i32 %res
}

define i32 @test_addr_mode_i16(ptr %x) {
  %addr = getelementptr i32, ptr %x, i16 -1
  %res = load i32, ptr %addr
  ret i32 %res
}

define i32 @test_addr_mode_i8(ptr %x) {
  %addr = getelementptr i32, ptr %x, i8 -1
  %res = load i32, ptr %addr
  ret i32 %res
}

define i32 @test_addr_mode_i64_large(ptr %x) {
  %addr = getelementptr i32, ptr %x, i64 4294967293
  %res = load i32, ptr %addr
  ret i32 %res
}
