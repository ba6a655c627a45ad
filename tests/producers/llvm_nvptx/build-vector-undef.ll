; From llvm-project llvm/test/CodeGen/NVPTX/build-vector-undef.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc -mtriple=nvptx64 -verify-machineinstrs < %s | FileCheck %s

define i32 @pack_byte(i8 %value) {
  %vector = insertelement <4 x i8> undef, i8 %value, i64 0
  %packed = bitcast <4 x i8> %vector to i32
  ret i32 %packed
}
