; From llvm-project llvm/test/CodeGen/NVPTX/i128-retval.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -O0 -march=nvptx64 -mcpu=sm_20 | FileCheck %s

define i128 @callee(i128) {
  ret i128 %0
}

define void @caller(i128, ptr) {
start:
  %a = call i128 @callee(i128 %0)
  store i128 %a, ptr %1
  ret void
}
