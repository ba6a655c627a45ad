; From llvm-project llvm/test/CodeGen/NVPTX/zeroext-32bit.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_30 -verify-machineinstrs | FileCheck %s

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-unknown-cuda"

define void @zeroext_test()  {
  tail call void @call1(i32 zeroext 0)
  ret void
}

declare void @call1(i32 zeroext)

define void @signext_test()  {
  tail call void @call2(i32 zeroext 0)
  ret void
}

declare void @call2(i32 zeroext)
