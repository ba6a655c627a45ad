; From llvm-project llvm/test/CodeGen/NVPTX/ldu-i8.ll (its CHECK lines left out; the 32-bit (nvptx) RUN line made nvptx64, its 32-bit datalayout dropped)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_20 | FileCheck %s

declare i8 @llvm.nvvm.ldu.global.i.i8.p0(ptr, i32)

define i8 @foo(ptr %a) {
; Ensure we properly truncate off the high-order 24 bits
  %val = tail call i8 @llvm.nvvm.ldu.global.i.i8.p0(ptr %a, i32 4)
  ret i8 %val
}
