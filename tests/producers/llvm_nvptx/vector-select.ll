; From llvm-project llvm/test/CodeGen/NVPTX/vector-select.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

; This test makes sure that vector selects are scalarized by the type legalizer.
; If not, type legalization will fail.

define void @foo(ptr addrspace(1) %def_a, ptr addrspace(1) %def_b, ptr addrspace(1) %def_c) {
entry:
  %tmp4 = load <2 x i32>, ptr addrspace(1) %def_a
  %tmp6 = load <2 x i32>, ptr addrspace(1) %def_c
  %tmp8 = load <2 x i32>, ptr addrspace(1) %def_b
  %0 = icmp sge <2 x i32> %tmp4, zeroinitializer
  %cond = select <2 x i1> %0, <2 x i32> %tmp6, <2 x i32> %tmp8
  store <2 x i32> %cond, ptr addrspace(1) %def_c
  ret void
}
