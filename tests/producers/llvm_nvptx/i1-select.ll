; From llvm-project llvm/test/CodeGen/NVPTX/i1-select.ll (its CHECK lines and its ptxas RUN line left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

target triple = "nvptx-nvidia-cuda"

define i32 @test_select_i1_trunc(i32 %a, i32 %b, i32 %c, i32 %true, i32 %false) {
  %a_trunc = trunc i32 %a to i1
  %b_trunc = trunc i32 %b to i1
  %c_trunc = trunc i32 %c to i1
  %select_i1 = select i1 %a_trunc, i1 %b_trunc, i1 %c_trunc
  %select_ret = select i1 %select_i1, i32 %true, i32 %false
  ret i32 %select_ret
}

define i32 @test_select_i1_trunc_2(i64 %a, i16 %b, i32 %c, i32 %true, i32 %false) {
  %a_trunc = trunc i64 %a to i1
  %b_trunc = trunc i16 %b to i1
  %c_trunc = trunc i32 %c to i1
  %select_i1 = select i1 %a_trunc, i1 %b_trunc, i1 %c_trunc
  %select_ret = select i1 %select_i1, i32 %true, i32 %false
  ret i32 %select_ret
}

define i32 @test_select_i1_basic(i32 %v1, i32 %v2, i32 %v3, i32 %true, i32 %false) {
  %b1 = icmp eq i32 %v1, 0
  %b2 = icmp eq i32 %v2, 0
  %b3 = icmp eq i32 %v3, 0
  %select_i1 = select i1 %b1, i1 %b2, i1 %b3
  %select_ret = select i1 %select_i1, i32 %true, i32 %false
  ret i32 %select_ret
}

define i32 @test_select_i1_basic_folding(i32 %v1, i32 %v2, i32 %v3, i32 %true, i32 %false) {
  %b1 = icmp eq i32 %v1, 0
  %b2 = icmp eq i32 %v2, 0
  %b3 = icmp eq i32 %v3, 0
  %b4 = xor i1 %b1, %b2
  %b5 = and i1 %b4, %b3
  %select_i1 = select i1 %b2, i1 %b5, i1 %b3
  %b6 = xor i1 %select_i1, %b2
  %select_ret = select i1 %b6, i32 %true, i32 %false
  ret i32 %select_ret
}
