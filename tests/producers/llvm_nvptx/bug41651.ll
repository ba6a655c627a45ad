; From llvm-project llvm/test/CodeGen/NVPTX/bug41651.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc -filetype=asm -o - %s | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%func = type { ptr }

define void @foo() {
  %call = call %func undef(i32 0, i32 1)
  ret void
}
