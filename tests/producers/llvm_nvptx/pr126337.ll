; From llvm-project llvm/test/CodeGen/NVPTX/pr126337.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_70 | FileCheck %s

; This IR should compile without triggering assertions in LICM
; when the CopyToReg from %0 in the first BB gets eliminated
; but we still use its result in the second BB.
; Technically the problem happens in MIR, but there are multiple
; passes involved, so testing with the IR reproducer is more convenient.
; https://github.com/llvm/llvm-project/pull/126337#issuecomment-3081431594

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @Equal_GPU_DT_COMPLEX64_DT_BOOL_kernel(<2 x float> %0) {
.preheader15:
  br label %1

1:                                                ; preds = %1, %.preheader15
  %2 = fcmp oeq <2 x float> %0, zeroinitializer
  %3 = extractelement <2 x i1> %2, i64 0
  store i1 %3, ptr null, align 4
  br label %1
}
