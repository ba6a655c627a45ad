; From llvm-project llvm/test/CodeGen/NVPTX/anonymous-fn-param.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

define internal i32 @0(i32 %a) {
entry:
  %r = add i32 %a, 1
  ret i32 %r
}

define internal i32 @1(i32 %a) {
entry:
  %r = add i32 %a, 1
  ret i32 %r
}
