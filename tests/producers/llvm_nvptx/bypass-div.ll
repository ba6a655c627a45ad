; From llvm-project llvm/test/CodeGen/NVPTX/bypass-div.ll (its CHECK lines left out; its 32-bit RUN line made nvptx64)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_35 | FileCheck %s

; 64-bit divides and rems should be split into a fast and slow path where
; the fast path uses a 32-bit operation.

define void @sdiv64(i64 %a, i64 %b, ptr %retptr) {
  %d = sdiv i64 %a, %b
  store i64 %d, ptr %retptr
  ret void
}

define void @udiv64(i64 %a, i64 %b, ptr %retptr) {
  %d = udiv i64 %a, %b
  store i64 %d, ptr %retptr
  ret void
}

define void @srem64(i64 %a, i64 %b, ptr %retptr) {
  %d = srem i64 %a, %b
  store i64 %d, ptr %retptr
  ret void
}

define void @urem64(i64 %a, i64 %b, ptr %retptr) {
  %d = urem i64 %a, %b
  store i64 %d, ptr %retptr
  ret void
}

define void @sdiv32(i32 %a, i32 %b, ptr %retptr) {
  %d = sdiv i32 %a, %b
  store i32 %d, ptr %retptr
  ret void
}

define void @udiv32(i32 %a, i32 %b, ptr %retptr) {
  %d = udiv i32 %a, %b
  store i32 %d, ptr %retptr
  ret void
}

define void @srem32(i32 %a, i32 %b, ptr %retptr) {
  %d = srem i32 %a, %b
  store i32 %d, ptr %retptr
  ret void
}

define void @urem32(i32 %a, i32 %b, ptr %retptr) {
  %d = urem i32 %a, %b
  store i32 %d, ptr %retptr
  ret void
}
