; From llvm-project llvm/test/CodeGen/NVPTX/vote.ll (its CHECK lines and the non-.sync
; vote intrinsics, which sm_70+ no longer has, left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_30 -mattr=+ptx60 | FileCheck %s

declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
define i1 @vote_sync_all(i32 %mask, i1 %pred) {
  %val = call i1 @llvm.nvvm.vote.all.sync(i32 %mask, i1 %pred)
  ret i1 %val
}

declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
define i1 @vote_sync_any(i32 %mask, i1 %pred) {
  %val = call i1 @llvm.nvvm.vote.any.sync(i32 %mask, i1 %pred)
  ret i1 %val
}

declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
define i1 @vote_sync_uni(i32 %mask, i1 %pred) {
  %val = call i1 @llvm.nvvm.vote.uni.sync(i32 %mask, i1 %pred)
  ret i1 %val
}

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
define i32 @vote_sync_ballot(i32 %mask, i1 %pred) {
  %val = call i32 @llvm.nvvm.vote.ballot.sync(i32 %mask, i1 %pred)
  ret i32 %val
}
