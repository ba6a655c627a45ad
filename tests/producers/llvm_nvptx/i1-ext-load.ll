; From llvm-project llvm/test/CodeGen/NVPTX/i1-ext-load.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_50 | FileCheck %s

target triple = "nvptx-nvidia-cuda"

define ptx_kernel void @foo(ptr noalias readonly %ptr, ptr noalias %retval) {
  %ld = load i1, ptr %ptr, align 1
  %zext = zext i1 %ld to i32
  %add = add i32 %zext, 1
  %and = and i32 %add, 1
  store i32 %and, ptr %retval
  ret void
}
