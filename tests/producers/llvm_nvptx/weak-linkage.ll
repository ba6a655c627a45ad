; From llvm-project llvm/test/CodeGen/NVPTX/weak-linkage.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

define weak void @foo() {
  ret void
}

define weak_odr void @baz() {
  ret void
}

define void @bar() {
  ret void
}
