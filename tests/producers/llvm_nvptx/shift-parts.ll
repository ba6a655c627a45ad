; From llvm-project llvm/test/CodeGen/NVPTX/shift-parts.ll (its CHECK lines and its ptxas RUN line left out; its RUN line's 32-bit -march=nvptx made nvptx64)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_20 | FileCheck %s

define void @shift_parts_left_128(ptr %val, ptr %amtptr) {
  %amt = load i128, ptr %amtptr
  %a = load i128, ptr %val
  %val0 = shl i128 %a, %amt
  store i128 %val0, ptr %val
  ret void
}

define void @shift_parts_right_128(ptr %val, ptr %amtptr) {
  %amt = load i128, ptr %amtptr
  %a = load i128, ptr %val
  %val0 = ashr i128 %a, %amt
  store i128 %val0, ptr %val
  ret void
}
