; From llvm-project llvm/test/CodeGen/NVPTX/mbarrier.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_80 | FileCheck %s -check-prefix=CHECK_PTX64

declare void @llvm.nvvm.mbarrier.init(ptr %a, i32 %b)
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %a, i32 %b)

define void @barrierinit(ptr %a, i32 %b) {
  tail call void @llvm.nvvm.mbarrier.init(ptr %a, i32 %b)
  ret void
}

define void @barrierinitshared(ptr addrspace(3) %a, i32 %b) {
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %a, i32 %b)
  ret void
}

declare void @llvm.nvvm.mbarrier.inval(ptr %a)
declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) %a)

define void @barrierinval(ptr %a) {
  tail call void @llvm.nvvm.mbarrier.inval(ptr %a)
  ret void
}

define void @barrierinvalshared(ptr addrspace(3) %a) {
  tail call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) %a)
  ret void
}

declare i64 @llvm.nvvm.mbarrier.arrive(ptr %a)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %a)

define void @barrierarrive(ptr %a) {
  %ret = tail call i64 @llvm.nvvm.mbarrier.arrive(ptr %a)
  ret void
}

define void @barrierarriveshared(ptr addrspace(3) %a) {
  %ret = tail call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %a)
  ret void
}

declare i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr %a, i32 %b)
declare i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) %a, i32 %b)

define void @barrierarrivenoComplete(ptr %a, i32 %b) {
  %ret = tail call i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr %a, i32 %b)
  ret void
}

define void @barrierarrivenoCompleteshared(ptr addrspace(3) %a, i32 %b) {
  %ret = tail call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) %a, i32 %b)
  ret void
}

declare i64 @llvm.nvvm.mbarrier.arrive.drop(ptr %a)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3) %a)

define void @barrierarrivedrop(ptr %a) {
  %ret = tail call i64 @llvm.nvvm.mbarrier.arrive.drop(ptr %a)
  ret void
}

define void @barrierarrivedropshared(ptr addrspace(3) %a) {
  %ret = tail call i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3) %a)
  ret void
}

declare i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete(ptr %a, i32 %b)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete.shared(ptr addrspace(3) %a, i32 %b)

define void @barrierarrivedropnoComplete(ptr %a, i32 %b) {
  %ret = tail call i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete(ptr %a, i32 %b)
  ret void
}

define void @barrierarrivedropnoCompleteshared(ptr addrspace(3) %a, i32 %b) {
  %ret = tail call i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete.shared(ptr addrspace(3) %a, i32 %b)
  ret void
}

declare i1 @llvm.nvvm.mbarrier.test.wait(ptr %a, i64 %b)
declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %a, i64 %b)

define void @barriertestwait(ptr %a, i64 %b) {
  %ret = tail call i1 @llvm.nvvm.mbarrier.test.wait(ptr %a, i64 %b)
  ret void
}

define void @barriertestwaitshared(ptr addrspace(3) %a, i64 %b) {
  %ret = tail call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %a, i64 %b)
  ret void
}

declare i32 @llvm.nvvm.mbarrier.pending.count(i64 %b)

define i32 @barrierpendingcount(ptr %a, i64 %b) {
  %ret = tail call i32 @llvm.nvvm.mbarrier.pending.count(i64 %b)
  ret i32 %ret
}
