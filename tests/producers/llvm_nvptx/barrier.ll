; From llvm-project llvm/test/CodeGen/NVPTX/barrier.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_30 -mattr=+ptx60 | FileCheck %s

declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32, i32)

define void @barrier_warp_sync(i32 %id) {
  call void @llvm.nvvm.bar.warp.sync(i32 %id)
  call void @llvm.nvvm.bar.warp.sync(i32 6)
  ret void
}

define void @barrier_cta_sync_aligned_all(i32 %id) {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 %id)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 3)
  ret void
}

define void @barrier_cta_sync_aligned(i32 %id, i32 %cnt) {
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %id, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %id, i32 64)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 4, i32 64)
  ret void
}

define void @barrier_cta_arrive_aligned(i32 %id, i32 %cnt) {
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 %id, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 3, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 %id, i32 64)
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 4, i32 64)
  ret void
}

define void @barrier_cta_sync_all(i32 %id) {
  call void @llvm.nvvm.barrier.cta.sync.all(i32 %id)
  call void @llvm.nvvm.barrier.cta.sync.all(i32 3)
  ret void
}

define void @barrier_cta_sync(i32 %id, i32 %cnt) {
  call void @llvm.nvvm.barrier.cta.sync.count(i32 %id, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.sync.count(i32 3, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.sync.count(i32 %id, i32 64)
  call void @llvm.nvvm.barrier.cta.sync.count(i32 4, i32 64)
  ret void
}

define void @barrier_cta_arrive(i32 %id, i32 %cnt) {
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 %id, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 3, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 %id, i32 64)
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 4, i32 64)
  ret void
}
