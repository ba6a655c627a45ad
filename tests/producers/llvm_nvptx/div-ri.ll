; From llvm-project llvm/test/CodeGen/NVPTX/div-ri.ll (its CHECK lines left out; its RUN line's -nvptx-prec-divf32=0 dropped)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

define float @foo(float %a) {
  %div = fdiv float %a, 13.0
  ret float %div
}
