; From llvm-project llvm/test/CodeGen/NVPTX/wgmma-sm90a-fence.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_90a -mattr=+ptx80 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.wgmma.fence.sync.aligned()

define void @test_wgmma_fence_sync_aligned() {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  ret void
}

declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()

define void @test_wgmma_commit_group_sync_aligned() {
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  ret void
}

declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)

define void @test_wgmma_wait_group_sync_aligned() {
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 10)
  ret void
}
