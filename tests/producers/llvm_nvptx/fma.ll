; From llvm-project llvm/test/CodeGen/NVPTX/fma.ll (its CHECK lines, its ptxas RUN line and its RUN line's -fp-contract=fast left out: fp-contract is the default of both compilers)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 -verify-machineinstrs | FileCheck %s

declare float @dummy_f32(float, float) #0
declare double @dummy_f64(double, double) #0

define ptx_device float @t1_f32(float %x, float %y, float %z) {
  %a = fmul float %x, %y
  %b = fadd float %a, %z
  ret float %b
}

define ptx_device float @t2_f32(float %x, float %y, float %z, float %w) {
  %a = fmul float %x, %y
  %b = fadd float %a, %z
  %c = fadd float %a, %w
  %d = call float @dummy_f32(float %b, float %c)
  ret float %d
}

define ptx_device double @t1_f64(double %x, double %y, double %z) {
  %a = fmul double %x, %y
  %b = fadd double %a, %z
  ret double %b
}

define ptx_device double @t2_f64(double %x, double %y, double %z, double %w) {
  %a = fmul double %x, %y
  %b = fadd double %a, %z
  %c = fadd double %a, %w
  %d = call double @dummy_f64(double %b, double %c)
  ret double %d
}

define ptx_device float @f32_iir(float %x) {
  %r = call float @llvm.fma.f32(float 499999997952.0, float 3456789.0, float %x)
  ret float %r
}

define ptx_device float @f32_iii(float %x) {
  %r = call float @llvm.fma.f32(float 2.0, float 3.0, float 4.0)
  ret float %r
}
