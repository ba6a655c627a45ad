; From llvm-project llvm/test/CodeGen/NVPTX/analyze_branch_crash.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -verify-machineinstrs -o /dev/null
; Regression test: don't crash when analyzing branches like that one time

define void @crash() {
entry:
  br label %loop

loop:
  br label %loop
}
