; From llvm-project llvm/test/CodeGen/NVPTX/frem.ll (its CHECK lines and its --enable-unsafe-fp-math RUN line left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s | FileCheck %s --check-prefixes=NORMAL

target triple = "nvptx64-unknown-cuda"

define half @frem_f16(half %a, half %b) {
  %r = frem half %a, %b
  ret half %r
}

define float @frem_f32(float %a, float %b) {
  %r = frem float %a, %b
  ret float %r
}

define double @frem_f64(double %a, double %b) {
  %r = frem double %a, %b
  ret double %r
}

define half @frem_f16_ninf(half %a, half %b) {
  %r = frem ninf half %a, %b
  ret half %r
}

define float @frem_f32_ninf(float %a, float %b) {
  %r = frem ninf float %a, %b
  ret float %r
}

define double @frem_f64_ninf(double %a, double %b) {
  %r = frem ninf double %a, %b
  ret double %r
}

define float @frem_f32_imm1(float %a) {
  %r = frem float %a, 7.0
  ret float %r
}

define float @frem_f32_imm2(float %a) {
  %r = frem float 7.0, %a
  ret float %r
}
