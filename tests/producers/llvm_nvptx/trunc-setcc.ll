; From llvm-project llvm/test/CodeGen/NVPTX/trunc-setcc.ll (its CHECK lines left out; written out by a loop to the same IR)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mcpu=sm_50 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

define i1 @trunc_nsw_singed_const(i32 %a) {
  %a2 = add i32 %a, 1
  %b = trunc nsw i32 %a2 to i8
  %c = icmp sgt i8 %b, -1
  ret i1 %c
}

define i1 @trunc_nuw_singed_const(i32 %a) {
  %a2 = add i32 %a, 1
  %b = trunc nuw i32 %a2 to i8
  %c = icmp slt i8 %b, 100
  ret i1 %c
}

define i1 @trunc_nsw_unsinged_const(i32 %a) {
  %a2 = add i32 %a, 1
  %b = trunc nsw i32 %a2 to i8
  %c = icmp ult i8 %b, -20
  ret i1 %c
}

define i1 @trunc_nuw_unsinged_const(i32 %a) {
  %a2 = add i32 %a, 1
  %b = trunc nuw i32 %a2 to i8
  %c = icmp ugt i8 %b, 100
  ret i1 %c
}

define i1 @trunc_nsw_eq_const(i32 %a) {
  %a2 = add i32 %a, 1
  %b = trunc nsw i32 %a2 to i8
  %c = icmp eq i8 %b, 100
  ret i1 %c
}

define i1 @trunc_nuw_eq_const(i32 %a) {
  %a2 = add i32 %a, 1
  %b = trunc nuw i32 %a2 to i8
  %c = icmp eq i8 %b, 100
  ret i1 %c
}

;;;

define i1 @trunc_nsw_singed(i32 %a1, i32 %a2) {
  %b1 = add i32 %a1, 1
  %b2 = add i32 %a2, 7
  %c1 = trunc nsw i32 %b1 to i8
  %c2 = trunc nsw i32 %b2 to i8
  %c = icmp sgt i8 %c1, %c2
  ret i1 %c
}

define i1 @trunc_nuw_singed(i32 %a1, i32 %a2) {
  %b1 = add i32 %a1, 1
  %b2 = add i32 %a2, 6
  %c1 = trunc nuw i32 %b1 to i8
  %c2 = trunc nuw i32 %b2 to i8
  %c = icmp slt i8 %c1, %c2
  ret i1 %c
}

define i1 @trunc_nsw_unsinged(i32 %a1, i32 %a2) {
  %b1 = add i32 %a1, 1
  %b2 = add i32 %a2, 4
  %c1 = trunc nsw i32 %b1 to i8
  %c2 = trunc nsw i32 %b2 to i8
  %c = icmp ult i8 %c1, %c2
  ret i1 %c
}

define i1 @trunc_nuw_unsinged(i32 %a1, i32 %a2) {
  %b1 = add i32 %a1, 1
  %b2 = add i32 %a2, 5
  %c1 = trunc nuw i32 %b1 to i8
  %c2 = trunc nuw i32 %b2 to i8
  %c = icmp ugt i8 %c1, %c2
  ret i1 %c
}

define i1 @trunc_nsw_eq(i32 %a1, i32 %a2) {
  %b1 = add i32 %a1, 1
  %b2 = add i32 %a2, 3
  %c1 = trunc nsw i32 %b1 to i8
  %c2 = trunc nsw i32 %b2 to i8
  %c = icmp eq i8 %c1, %c2
  ret i1 %c
}

define i1 @trunc_nuw_eq(i32 %a1, i32 %a2) {
  %b1 = add i32 %a1, 2
  %b2 = add i32 %a2, 1
  %c1 = trunc nuw i32 %b1 to i8
  %c2 = trunc nuw i32 %b2 to i8
  %c = icmp eq i8 %c1, %c2
  ret i1 %c
}
