; From llvm-project llvm/test/CodeGen/NVPTX/redux-sync.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx70 | FileCheck %s

declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)
define i32 @redux_sync_min_u32(i32 %src, i32 %mask) {
  %val = call i32 @llvm.nvvm.redux.sync.umin(i32 %src, i32 %mask)
  ret i32 %val
}

declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
define i32 @redux_sync_max_u32(i32 %src, i32 %mask) {
  %val = call i32 @llvm.nvvm.redux.sync.umax(i32 %src, i32 %mask)
  ret i32 %val
}

declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
define i32 @redux_sync_add_s32(i32 %src, i32 %mask) {
  %val = call i32 @llvm.nvvm.redux.sync.add(i32 %src, i32 %mask)
  ret i32 %val
}

declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
define i32 @redux_sync_min_s32(i32 %src, i32 %mask) {
  %val = call i32 @llvm.nvvm.redux.sync.min(i32 %src, i32 %mask)
  ret i32 %val
}

declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
define i32 @redux_sync_max_s32(i32 %src, i32 %mask) {
  %val = call i32 @llvm.nvvm.redux.sync.max(i32 %src, i32 %mask)
  ret i32 %val
}

declare i32 @llvm.nvvm.redux.sync.and(i32, i32)
define i32 @redux_sync_and_b32(i32 %src, i32 %mask) {
  %val = call i32 @llvm.nvvm.redux.sync.and(i32 %src, i32 %mask)
  ret i32 %val
}

declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)
define i32 @redux_sync_xor_b32(i32 %src, i32 %mask) {
  %val = call i32 @llvm.nvvm.redux.sync.xor(i32 %src, i32 %mask)
  ret i32 %val
}

declare i32 @llvm.nvvm.redux.sync.or(i32, i32)
define i32 @redux_sync_or_b32(i32 %src, i32 %mask) {
  %val = call i32 @llvm.nvvm.redux.sync.or(i32 %src, i32 %mask)
  ret i32 %val
}
