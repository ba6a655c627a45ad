; From llvm-project llvm/test/CodeGen/NVPTX/ldparam-v4.ll (its CHECK lines and its ptxas RUN line left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

declare <4 x float> @bar()

define void @foo(ptr %ptr) {
  %val = tail call <4 x float> @bar()
  store <4 x float> %val, ptr %ptr
  ret void
}
