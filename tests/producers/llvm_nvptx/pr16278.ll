; From llvm-project llvm/test/CodeGen/NVPTX/pr16278.ll (its CHECK lines and its ptxas RUN line left out; its RUN line's 32-bit -march=nvptx made nvptx64)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_20 | FileCheck %s

@one_f = addrspace(4) global float 1.000000e+00, align 4

define float @foo() {
  %val = load float, ptr addrspace(4) @one_f
  ret float %val
}
