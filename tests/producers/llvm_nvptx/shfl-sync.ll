; From llvm-project llvm/test/CodeGen/NVPTX/shfl-sync.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_30 -mattr=+ptx60 | FileCheck %s

declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.down.f32(float, i32, i32, i32)

define i32 @shfl_sync_rrr(i32 %mask, i32 %a, i32 %b, i32 %c) {
  %val = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %mask, i32 %a, i32 %b, i32 %c)
  ret i32 %val
}

define i32 @shfl_sync_irr(i32 %a, i32 %b, i32 %c) {
  %val = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 1, i32 %a, i32 %b, i32 %c)
  ret i32 %val
}

define i32 @shfl_sync_rri(i32 %mask, i32 %a, i32 %b) {
  %val = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %mask, i32 %a, i32 %b, i32 1)
  ret i32 %val
}

define i32 @shfl_sync_iri(i32 %a, i32 %b) {
  %val = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 1, i32 %a, i32 %b, i32 2)
  ret i32 %val
}

define i32 @shfl_sync_rir(i32 %mask, i32 %a, i32 %c) {
  %val = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %mask, i32 %a, i32 1, i32 %c)
  ret i32 %val
}

define i32 @shfl_sync_iir(i32 %a, i32 %c) {
  %val = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 1, i32 %a, i32 2, i32 %c)
  ret i32 %val
}

define i32 @shfl_sync_rii(i32 %mask, i32 %a) {
  %val = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %mask, i32 %a, i32 1, i32 2)
  ret i32 %val
}

define i32 @shfl_sync_iii(i32 %a, i32 %b) {
  %val = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 1, i32 %a, i32 2, i32 3)
  ret i32 %val
}
