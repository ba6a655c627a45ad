; From llvm-project llvm/test/CodeGen/NVPTX/arithmetic-int.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

define i64 @add_i64(i64 %a, i64 %b) {
  %ret = add i64 %a, %b
  ret i64 %ret
}

define i64 @sub_i64(i64 %a, i64 %b) {
  %ret = sub i64 %a, %b
  ret i64 %ret
}

define i64 @mul_i64(i64 %a, i64 %b) {
  %ret = mul i64 %a, %b
  ret i64 %ret
}

define i64 @sdiv_i64(i64 %a, i64 %b) {
  %ret = sdiv i64 %a, %b
  ret i64 %ret
}

define i64 @udiv_i64(i64 %a, i64 %b) {
  %ret = udiv i64 %a, %b
  ret i64 %ret
}

define i64 @srem_i64(i64 %a, i64 %b) {
  %ret = srem i64 %a, %b
  ret i64 %ret
}

define i64 @urem_i64(i64 %a, i64 %b) {
  %ret = urem i64 %a, %b
  ret i64 %ret
}

define i64 @and_i64(i64 %a, i64 %b) {
  %ret = and i64 %a, %b
  ret i64 %ret
}

define i64 @or_i64(i64 %a, i64 %b) {
  %ret = or i64 %a, %b
  ret i64 %ret
}

define i64 @xor_i64(i64 %a, i64 %b) {
  %ret = xor i64 %a, %b
  ret i64 %ret
}

define i64 @shl_i64(i64 %a, i64 %b) {
  %ret = shl i64 %a, %b
  ret i64 %ret
}

define i64 @ashr_i64(i64 %a, i64 %b) {
  %ret = ashr i64 %a, %b
  ret i64 %ret
}

define i64 @lshr_i64(i64 %a, i64 %b) {
  %ret = lshr i64 %a, %b
  ret i64 %ret
}

define i64 @umul_lohi_i64(i64 %a) {
entry:
  %0 = zext i64 %a to i128
  %1 = mul i128 %0, 288
  %2 = lshr i128 %1, 1
  %3 = trunc i128 %2 to i64
  ret i64 %3
}

define i64 @smul_lohi_i64(i64 %a) {
entry:
  %0 = sext i64 %a to i128
  %1 = mul i128 %0, 288
  %2 = ashr i128 %1, 1
  %3 = trunc i128 %2 to i64
  ret i64 %3
}

define i32 @add_i32(i32 %a, i32 %b) {
  %ret = add i32 %a, %b
  ret i32 %ret
}

define i32 @sub_i32(i32 %a, i32 %b) {
  %ret = sub i32 %a, %b
  ret i32 %ret
}

define i32 @mul_i32(i32 %a, i32 %b) {
  %ret = mul i32 %a, %b
  ret i32 %ret
}

define i32 @sdiv_i32(i32 %a, i32 %b) {
  %ret = sdiv i32 %a, %b
  ret i32 %ret
}

define i32 @udiv_i32(i32 %a, i32 %b) {
  %ret = udiv i32 %a, %b
  ret i32 %ret
}

define i32 @srem_i32(i32 %a, i32 %b) {
  %ret = srem i32 %a, %b
  ret i32 %ret
}

define i32 @urem_i32(i32 %a, i32 %b) {
  %ret = urem i32 %a, %b
  ret i32 %ret
}

define i32 @and_i32(i32 %a, i32 %b) {
  %ret = and i32 %a, %b
  ret i32 %ret
}

define i32 @or_i32(i32 %a, i32 %b) {
  %ret = or i32 %a, %b
  ret i32 %ret
}

define i32 @xor_i32(i32 %a, i32 %b) {
  %ret = xor i32 %a, %b
  ret i32 %ret
}

define i32 @shl_i32(i32 %a, i32 %b) {
  %ret = shl i32 %a, %b
  ret i32 %ret
}

define i32 @ashr_i32(i32 %a, i32 %b) {
  %ret = ashr i32 %a, %b
  ret i32 %ret
}

define i32 @lshr_i32(i32 %a, i32 %b) {
  %ret = lshr i32 %a, %b
  ret i32 %ret
}

define i16 @add_i16(i16 %a, i16 %b) {
  %ret = add i16 %a, %b
  ret i16 %ret
}

define i16 @sub_i16(i16 %a, i16 %b) {
  %ret = sub i16 %a, %b
  ret i16 %ret
}

define i16 @mul_i16(i16 %a, i16 %b) {
  %ret = mul i16 %a, %b
  ret i16 %ret
}

define i16 @sdiv_i16(i16 %a, i16 %b) {
  %ret = sdiv i16 %a, %b
  ret i16 %ret
}

define i16 @udiv_i16(i16 %a, i16 %b) {
  %ret = udiv i16 %a, %b
  ret i16 %ret
}

define i16 @srem_i16(i16 %a, i16 %b) {
  %ret = srem i16 %a, %b
  ret i16 %ret
}

define i16 @urem_i16(i16 %a, i16 %b) {
  %ret = urem i16 %a, %b
  ret i16 %ret
}

define i16 @and_i16(i16 %a, i16 %b) {
  %ret = and i16 %a, %b
  ret i16 %ret
}

define i16 @or_i16(i16 %a, i16 %b) {
  %ret = or i16 %a, %b
  ret i16 %ret
}

define i16 @xor_i16(i16 %a, i16 %b) {
  %ret = xor i16 %a, %b
  ret i16 %ret
}

define i16 @shl_i16(i16 %a, i16 %b) {
  %ret = shl i16 %a, %b
  ret i16 %ret
}

define i16 @ashr_i16(i16 %a, i16 %b) {
  %ret = ashr i16 %a, %b
  ret i16 %ret
}

define i16 @lshr_i16(i16 %a, i16 %b) {
  %ret = lshr i16 %a, %b
  ret i16 %ret
}

