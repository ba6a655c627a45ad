; From llvm-project llvm/test/CodeGen/NVPTX/stacksaverestore.ll (its CHECK lines, the 32-bit (nvptx) and -nvptx-short-ptr RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_60 -mattr=+ptx73 | FileCheck %s --check-prefix=CHECK-64

target triple = "nvptx64-nvidia-cuda"

define ptr @test_save() {
  %1 = call ptr @llvm.stacksave()
  ret ptr %1
}


define void @test_restore(ptr %p) {
  call void @llvm.stackrestore(ptr %p)
  ret void
}

declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
