; From llvm-project llvm/test/CodeGen/NVPTX/disable-opt.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 -O0 | FileCheck %s

define void @foo(ptr %output) {
entry:
  %local = alloca i32
  store i32 1, ptr %local
  %0 = load i32, ptr %local
  store i32 %0, ptr %output
  ret void
}
