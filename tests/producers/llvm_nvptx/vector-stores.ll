; From llvm-project llvm/test/CodeGen/NVPTX/vector-stores.ll (its CHECK lines and its ptxas RUN line left out; its RUN line's 32-bit -march=nvptx made nvptx64)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_20 | FileCheck %s

define void @foo1(<2 x float> %val, ptr %ptr) {
  store <2 x float> %val, ptr %ptr
  ret void
}

define void @foo2(<4 x float> %val, ptr %ptr) {
  store <4 x float> %val, ptr %ptr
  ret void
}

define void @foo3(<2 x i32> %val, ptr %ptr) {
  store <2 x i32> %val, ptr %ptr
  ret void
}

define void @foo4(<4 x i32> %val, ptr %ptr) {
  store <4 x i32> %val, ptr %ptr
  ret void
}
