; From llvm-project llvm/test/CodeGen/NVPTX/extloadv.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_35 | FileCheck %s

define void @foo(ptr nocapture readonly %x_value, ptr nocapture %output) #0 {
  %1 = load <4 x float>, ptr %x_value, align 16
  %2 = fpext <4 x float> %1 to <4 x double>
  store <4 x double> %2, ptr %output
  ret void
}
