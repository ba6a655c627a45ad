; From llvm-project llvm/test/CodeGen/NVPTX/i1-int-to-fp.ll (its CHECK lines and its ptxas RUN line left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

define float @foo(i1 %a) {
  %ret = uitofp i1 %a to float
  ret float %ret
}

define float @foo2(i1 %a) {
  %ret = sitofp i1 %a to float
  ret float %ret
}

define double @foo3(i1 %a) {
  %ret = uitofp i1 %a to double
  ret double %ret
}

define double @foo4(i1 %a) {
  %ret = sitofp i1 %a to double
  ret double %ret
}

define half @foo5(i1 %a) {
  %ret = uitofp i1 %a to half
  ret half %ret
}

define half @foo6(i1 %a) {
  %ret = sitofp i1 %a to half
  ret half %ret
}
