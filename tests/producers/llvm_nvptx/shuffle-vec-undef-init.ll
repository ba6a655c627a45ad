; From llvm-project llvm/test/CodeGen/NVPTX/shuffle-vec-undef-init.ll (its CHECK lines left out; its 32-bit RUN line made nvptx64)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_20 -verify-machineinstrs | FileCheck %s

target triple = "nvptx64-unknown-unknown"

define void @kernel_func(ptr %in.vec, ptr %out.vec0) nounwind {
  %wide.vec = load <32 x i8>, ptr %in.vec, align 64
  %vec0 = shufflevector <32 x i8> %wide.vec, <32 x i8> undef, <4 x i32> <i32 0, i32 8, i32 16, i32 24>
  store <4 x i8> %vec0, ptr %out.vec0, align 64
  ret void
}
