; From llvm-project llvm/test/CodeGen/NVPTX/fence-proxy-tensormap.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90 -mattr=+ptx83 | FileCheck --check-prefixes=CHECK %s

define void @test_fence_proxy_tensormap_generic_release() {
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta();

  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.cluster();

  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu();

  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.sys();

  ret void
}

define void @test_fence_proxy_tensormap_generic_acquire(ptr addrspace(0) %addr) {
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr addrspace(0) %addr, i32 128);

  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cluster(ptr addrspace(0) %addr, i32 128);

  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr addrspace(0) %addr, i32 128);

  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr addrspace(0) %addr, i32 128);

  ret void
}
