; From llvm-project llvm/test/CodeGen/NVPTX/i128-array.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -O0 -march=nvptx64 -mcpu=sm_20 | FileCheck %s

define [2 x i128] @foo(i64 %a, i32 %b) {
  %1 = sext i64 %a to i128
  %2 = sext i32 %b to i128
  %3 = insertvalue [2 x i128] undef, i128 %1, 0
  %4 = insertvalue [2 x i128] %3, i128 %2, 1

  ret [2 x i128] %4
}

define [2 x i128] @foo2(ptr byval([2 x i128]) %a) {
  %ptr0 = getelementptr [2 x i128], ptr %a, i64 0, i32 0
  %1 = load i128, i128* %ptr0
  %ptr1 = getelementptr [2 x i128], ptr %a, i64 0, i32 1
  %2 = load i128, i128* %ptr1
  %3 = insertvalue [2 x i128] undef, i128 %1, 0
  %4 = insertvalue [2 x i128] %3, i128 %2, 1

  ret [2 x i128] %4
}

define [2 x i128] @foo3([2 x i128] %a) {
  %1 = extractvalue [2 x i128] %a, 0
  %2 = extractvalue [2 x i128] %a, 1
  %3 = insertvalue [2 x i128] undef, i128 %1, 0
  %4 = insertvalue [2 x i128] %3, i128 %2, 1

  ret [2 x i128] %4
}
