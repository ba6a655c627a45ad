; From llvm-project llvm/test/CodeGen/NVPTX/brkpt.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc -o - -march=nvptx64 %s | FileCheck %s

define void @breakpoint() {
  call void @llvm.debugtrap()
  ret void
}
