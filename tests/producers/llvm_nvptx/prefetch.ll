; From llvm-project llvm/test/CodeGen/NVPTX/prefetch.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90 -mattr=+ptx80| FileCheck --check-prefixes=CHECK-PTX64 %s

target triple = "nvptx64-nvidia-cuda"

declare void  @llvm.nvvm.prefetch.global.L1(ptr addrspace(1) %global_ptr)
declare void  @llvm.nvvm.prefetch.global.L2(ptr addrspace(1) %global_ptr)
declare void  @llvm.nvvm.prefetch.local.L1(ptr addrspace(5) %local_ptr)
declare void  @llvm.nvvm.prefetch.local.L2(ptr addrspace(5) %local_ptr)
declare void  @llvm.nvvm.prefetch.L1(ptr %ptr)
declare void  @llvm.nvvm.prefetch.L2(ptr %ptr)
declare void  @llvm.nvvm.prefetch.tensormap.p0(ptr %ptr)
declare void  @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4) %const_ptr)
declare void  @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101) %param_ptr)
declare void  @llvm.nvvm.prefetch.global.L2.evict.normal(ptr addrspace(1) %global_ptr)
declare void  @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %global_ptr)
declare void  @llvm.nvvm.prefetchu.L1(ptr %ptr)

define void @prefetch_local(ptr addrspace(5) %local_ptr) {
  tail call void @llvm.nvvm.prefetch.local.L1(ptr addrspace(5) %local_ptr)
  tail call void @llvm.nvvm.prefetch.local.L2(ptr addrspace(5) %local_ptr)
  ret void
}

define void @prefetch_global(ptr addrspace(1) %global_ptr) {
  tail call void @llvm.nvvm.prefetch.global.L1(ptr addrspace(1) %global_ptr)
  tail call void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1) %global_ptr)
  tail call void @llvm.nvvm.prefetch.global.L2.evict.normal(ptr addrspace(1) %global_ptr)
  tail call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %global_ptr)
  ret void
}

define void @prefetch_(ptr %ptr) {
  tail call void @llvm.nvvm.prefetch.L1(ptr %ptr)
  tail call void @llvm.nvvm.prefetch.L2(ptr %ptr)
  ret void
}

define void @prefetchu_l1(ptr %ptr) {
  tail call void @llvm.nvvm.prefetchu.L1(ptr %ptr)
  ret void
}

define void @prefetch_tensormap(ptr %ptr) {
  tail call void @llvm.nvvm.prefetch.tensormap.p0(ptr %ptr)
  ret void
}

define void @prefetch_const_tensormap(ptr addrspace(4) %const_ptr) {
  tail call void @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4) %const_ptr)
  ret void
}

define void @prefetch_param_tensormap(ptr addrspace(101) %param_ptr) {
  tail call void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101) %param_ptr)
  ret void
}
