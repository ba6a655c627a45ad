; From llvm-project llvm/test/CodeGen/NVPTX/boolean-patterns.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

define i1 @m2and_rr(i1 %a, i1 %b) {
  %r = mul i1 %a, %b
  ret i1 %r
}

define i1 @m2and_ri(i1 %a) {
  %r = mul i1 %a, 1
  ret i1 %r
}

define i1 @select2or(i1 %a, i1 %b) {
  %r = select i1 %a, i1 1, i1 %b
  ret i1 %r
}

define i1 @select2and(i1 %a, i1 %b) {
  %r = select i1 %a, i1 %b, i1 0
  ret i1 %r
}
