; From llvm-project llvm/test/CodeGen/NVPTX/unreachable.ll (its CHECK lines, its 32-bit, -trap-unreachable and ptxas RUN lines left out, and the kept RUN line's -trap-unreachable=false)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 -verify-machineinstrs | FileCheck %s --check-prefixes=CHECK,NO-TRAP-UNREACHABLE

target triple = "nvptx-unknown-cuda"

declare void @throw() #0
declare void @llvm.trap() #0

define ptx_kernel void @kernel_func() {
  call void @throw()
  unreachable
}

define void @kernel_func_2() {
  call void @llvm.trap()
; Make sure we avoid emitting two trap instructions.
  unreachable
}

attributes #0 = { noreturn }
