; From llvm-project llvm/test/CodeGen/NVPTX/vec8.ll (its CHECK lines and its ptxas RUN line left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

target triple = "nvptx-unknown-cuda"

define void @foo(<8 x i8> %a, ptr %b) {
  %t0 = extractelement <8 x i8> %a, i32 1
  %t1 = extractelement <8 x i8> %a, i32 6
  %t  = add i8 %t0, %t1
  store i8 %t, ptr %b
  ret void
}
