; From llvm-project llvm/test/CodeGen/NVPTX/sched2.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_20 | FileCheck %s

define void @foo(ptr %a) {
  %val0 = load <2 x i32>, ptr %a
  %ptr1 = getelementptr <2 x i32>, ptr %a, i32 1
  %val1 = load <2 x i32>, ptr %ptr1
  %ptr2 = getelementptr <2 x i32>, ptr %a, i32 2
  %val2 = load <2 x i32>, ptr %ptr2
  %ptr3 = getelementptr <2 x i32>, ptr %a, i32 3
  %val3 = load <2 x i32>, ptr %ptr3

  %t0 = add <2 x i32> %val0, %val1
  %t1 = add <2 x i32> %t0, %val2
  %t2 = add <2 x i32> %t1, %val3

  store <2 x i32> %t2, ptr %a

  ret void
}
