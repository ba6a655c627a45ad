; From llvm-project llvm/test/CodeGen/NVPTX/lower-kernel-ptr-arg.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Verify that both %input and %output are converted to global pointers and then
; addrspacecast'ed back to the original type.
define ptx_kernel void @kernel(ptr %input, ptr %output) {
  %1 = load float, ptr %input, align 4
  store float %1, ptr %output, align 4
  ret void
}

define ptx_kernel void @kernel2(ptr addrspace(1) %input, ptr addrspace(1) %output) {
  %1 = load float, ptr addrspace(1) %input, align 4
  store float %1, ptr addrspace(1) %output, align 4
  ret void
}

%struct.S = type { ptr, ptr }

define ptx_kernel void @ptr_in_byval_kernel(ptr byval(%struct.S) %input, ptr %output) {
  %b_ptr = getelementptr inbounds %struct.S, ptr %input, i64 0, i32 1
  %b = load ptr, ptr %b_ptr, align 8
  %v = load i32, ptr %b, align 4
  store i32 %v, ptr %output, align 4
  ret void
}

; Regular functions lower byval arguments differently. We need to make
; sure that we're loading byval argument data using [symbol+offset].
; There's also no assumption that all pointers within are in global space.
define void @ptr_in_byval_func(ptr byval(%struct.S) %input, ptr %output) {
  %b_ptr = getelementptr inbounds %struct.S, ptr %input, i64 0, i32 1
  %b = load ptr, ptr %b_ptr, align 8
  %v = load i32, ptr %b, align 4
  store i32 %v, ptr %output, align 4
  ret void
}
