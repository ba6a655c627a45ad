; From llvm-project llvm/test/CodeGen/NVPTX/applypriority.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90 -mattr=+ptx80| FileCheck --check-prefixes=CHECK-PTX64 %s

target triple = "nvptx64-nvidia-cuda"

declare void  @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %global_ptr, i64 %size)
declare void  @llvm.nvvm.applypriority.L2.evict.normal(ptr %ptr, i64 %size)

define void @applypriority_global_L2(ptr addrspace(1) %global_ptr, i64 %size) {
  tail call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %global_ptr, i64 128)
  ret void
}

define void @applypriority_L2(ptr %ptr, i64 %size) {
  tail call void @llvm.nvvm.applypriority.L2.evict.normal(ptr %ptr, i64 128)
  ret void
}
