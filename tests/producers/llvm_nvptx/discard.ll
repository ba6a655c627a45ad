; From llvm-project llvm/test/CodeGen/NVPTX/discard.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx74| FileCheck --check-prefixes=CHECK-PTX64 %s

target triple = "nvptx64-nvidia-cuda"

declare void  @llvm.nvvm.discard.global.L2(ptr addrspace(1) %global_ptr, i64 immarg %size)
declare void  @llvm.nvvm.discard.L2(ptr %ptr, i64 immarg %size)

define void @discard_global_L2(ptr addrspace(1) %global_ptr) {
  tail call void @llvm.nvvm.discard.global.L2(ptr addrspace(1) %global_ptr, i64 128)
  ret void
}

define void @discard_L2(ptr %ptr) {
  tail call void @llvm.nvvm.discard.L2(ptr %ptr, i64 128)
  ret void
}
