; From llvm-project llvm/test/CodeGen/NVPTX/add-sub-128bit.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 -mattr=+ptx43 | FileCheck %s --check-prefixes=COMMON,CARRY

target datalayout = "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

define i128 @test_add(i128 %a, i128 %b) {
  %1 = add i128 %a, %b
  ret i128 %1
}

define i128 @test_sub(i128 %a, i128 %b) {
  %1 = sub i128 %a, %b
  ret i128 %1
}
