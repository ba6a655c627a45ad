; From llvm-project llvm/test/CodeGen/NVPTX/convert-fp-i8.ll (its CHECK lines left out; written out by a loop to the same IR; its sm_80 RUN line kept)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_80 | FileCheck %s

define i8 @cvt_u8_f32(float %x) {
  %a = fptoui float %x to i8
  ret i8 %a
}

define i8 @cvt_u8_f64(double %x) {
  %a = fptoui double %x to i8
  ret i8 %a
}

define float @cvt_f32_i8(i8 %x) {
  %a = uitofp i8 %x to float
  ret float %a
}

define double @cvt_f64_i8(i8 %x) {
  %a = uitofp i8 %x to double
  ret double %a
}

define float @cvt_f32_s8(i8 %x) {
  %a = sitofp i8 %x to float
  ret float %a
}

define double @cvt_f64_s8(i8 %x) {
  %a = sitofp i8 %x to double
  ret double %a
}

define i8 @cvt_s8_f32(float %x) {
  %a = fptosi float %x to i8
  ret i8 %a
}

define i8 @cvt_s8_f64(double %x) {
  %a = fptosi double %x to i8
  ret i8 %a
}
