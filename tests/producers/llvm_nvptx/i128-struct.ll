; From llvm-project llvm/test/CodeGen/NVPTX/i128-struct.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -O0 -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

define { i128, i128 } @foo(i64 %a, i32 %b) {
  %1 = sext i64 %a to i128
  %2 = sext i32 %b to i128
  %3 = insertvalue { i128, i128 } undef, i128 %1, 0
  %4 = insertvalue { i128, i128 } %3, i128 %2, 1
  ret { i128, i128 } %4
}
