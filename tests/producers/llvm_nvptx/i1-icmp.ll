; From llvm-project llvm/test/CodeGen/NVPTX/i1-icmp.ll (its CHECK lines left out; written out by a loop to the same IR)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

target triple = "nvptx-nvidia-cuda"

define i32 @icmp_i1_eq(i32 %a, i32 %b) {
  %p1 = icmp sgt i32 %a, 1
  %p2 = icmp sgt i32 %b, 1
  %c = icmp eq i1 %p1, %p2
  br i1 %c, label %bb1, label %bb2
bb1:
  ret i32 1
bb2:
  ret i32 127
}

define i32 @icmp_i1_ne(i32 %a, i32 %b) {
  %p1 = icmp sgt i32 %a, 1
  %p2 = icmp sgt i32 %b, 1
  %c = icmp ne i1 %p1, %p2
  br i1 %c, label %bb1, label %bb2
bb1:
  ret i32 1
bb2:
  ret i32 127
}

define i32 @icmp_i1_sgt(i32 %a, i32 %b) {
  %p1 = icmp sgt i32 %a, 1
  %p2 = icmp sgt i32 %b, 1
  %c = icmp sgt i1 %p1, %p2
  br i1 %c, label %bb1, label %bb2
bb1:
  ret i32 1
bb2:
  ret i32 127
}

define i32 @icmp_i1_slt(i32 %a, i32 %b) {
  %p1 = icmp sgt i32 %a, 1
  %p2 = icmp sgt i32 %b, 1
  %c = icmp slt i1 %p1, %p2
  br i1 %c, label %bb1, label %bb2
bb1:
  ret i32 1
bb2:
  ret i32 127
}

define i32 @icmp_i1_sge(i32 %a, i32 %b) {
  %p1 = icmp sgt i32 %a, 1
  %p2 = icmp sgt i32 %b, 1
  %c = icmp sge i1 %p1, %p2
  br i1 %c, label %bb1, label %bb2
bb1:
  ret i32 1
bb2:
  ret i32 127
}

define i32 @icmp_i1_sle(i32 %a, i32 %b) {
  %p1 = icmp sgt i32 %a, 1
  %p2 = icmp sgt i32 %b, 1
  %c = icmp sle i1 %p1, %p2
  br i1 %c, label %bb1, label %bb2
bb1:
  ret i32 1
bb2:
  ret i32 127
}

define i32 @icmp_i1_uge(i32 %a, i32 %b) {
  %p1 = icmp sgt i32 %a, 1
  %p2 = icmp sgt i32 %b, 1
  %c = icmp uge i1 %p1, %p2
  br i1 %c, label %bb1, label %bb2
bb1:
  ret i32 1
bb2:
  ret i32 127
}

define i32 @icmp_i1_ugt(i32 %a, i32 %b) {
  %p1 = icmp sgt i32 %a, 1
  %p2 = icmp sgt i32 %b, 1
  %c = icmp ugt i1 %p1, %p2
  br i1 %c, label %bb1, label %bb2
bb1:
  ret i32 1
bb2:
  ret i32 127
}

define i32 @icmp_i1_ule(i32 %a, i32 %b) {
  %p1 = icmp sgt i32 %a, 1
  %p2 = icmp sgt i32 %b, 1
  %c = icmp ule i1 %p1, %p2
  br i1 %c, label %bb1, label %bb2
bb1:
  ret i32 1
bb2:
  ret i32 127
}

define i32 @icmp_i1_ult(i32 %a, i32 %b) {
  %p1 = icmp sgt i32 %a, 1
  %p2 = icmp sgt i32 %b, 1
  %c = icmp ult i1 %p1, %p2
  br i1 %c, label %bb1, label %bb2
bb1:
  ret i32 1
bb2:
  ret i32 127
}
