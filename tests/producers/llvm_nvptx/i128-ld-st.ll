; From llvm-project llvm/test/CodeGen/NVPTX/i128-ld-st.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -O0 -mcpu=sm_20 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

define i128 @foo(ptr %p, ptr %o) {
  %c = load i8, ptr %p, align 1
  %i = zext i8 %c to i128
  store i128 %i, ptr %o, align 16
  ret i128 %i
}
