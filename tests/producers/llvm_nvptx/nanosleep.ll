; From llvm-project llvm/test/CodeGen/NVPTX/nanosleep.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -O2 -mcpu=sm_70 -mattr=+ptx63 | FileCheck %s

declare void @llvm.nvvm.nanosleep(i32)

define void @test_nanosleep_r(i32 noundef %d) {
entry:
  call void @llvm.nvvm.nanosleep(i32 %d)
  ret void
}

define void @test_nanosleep_i() {
entry:
  call void @llvm.nvvm.nanosleep(i32 42)
  ret void
}
