; From llvm-project llvm/test/CodeGen/NVPTX/load-sext-i1.ll (its CHECK lines left out; the 32-bit (nvptx) RUN line,
; datalayout and triple made nvptx64)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_20 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

define void @main(ptr %a1, i32 %a2, ptr %arg3) {
  %t1 = getelementptr i1, ptr %a1, i32 %a2
  %t2 = load i1, ptr %t1
  %t3 = sext i1 %t2 to i32
  store i32 %t3, ptr %arg3
  ret void
}
