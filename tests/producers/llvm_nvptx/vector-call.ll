; From llvm-project llvm/test/CodeGen/NVPTX/vector-call.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 -verify-machineinstrs | FileCheck %s

target triple = "nvptx-unknown-cuda"

declare void @bar(<4 x i32>)

define void @foo(<4 x i32> %a) {
  tail call void @bar(<4 x i32> %a)
  ret void
}

declare void @bar3(<3 x i32>)
define void @foo3(<3 x i32> %a) {
  tail call void @bar3(<3 x i32> %a)
  ret void
}
