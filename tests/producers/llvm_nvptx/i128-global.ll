; From llvm-project llvm/test/CodeGen/NVPTX/i128-global.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -O0 -march=nvptx64 -mcpu=sm_20 | FileCheck %s

@G1 = global i128 1

@G2 = global i128 0
