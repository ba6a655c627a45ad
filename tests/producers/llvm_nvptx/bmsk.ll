; From llvm-project llvm/test/CodeGen/NVPTX/bmsk.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc -o - < %s -mcpu=sm_70 -mattr=+ptx76 | FileCheck %s

target triple = "nvptx64-unknown-cuda"

define i32 @bmsk_wrap(i32 %a, i32 %b) {
  %c = call i32 @llvm.nvvm.bmsk.wrap(i32 %a, i32 %b)
  ret i32 %c
}

define i32 @bmsk_clamp(i32 %a, i32 %b) {
  %c = call i32 @llvm.nvvm.bmsk.clamp(i32 %a, i32 %b)
  ret i32 %c
}

define i32 @bmsk_wrap_ii() {
  %c = call i32 @llvm.nvvm.bmsk.wrap(i32 5, i32 6)
  ret i32 %c
}

define i32 @bmsk_clamp_ir(i32 %a) {
  %c = call i32 @llvm.nvvm.bmsk.clamp(i32 %a, i32 7)
  ret i32 %c
}

define i32 @bmsk_wrap_ri(i32 %a) {
  %c = call i32 @llvm.nvvm.bmsk.wrap(i32 5, i32 %a)
  ret i32 %c
}

