; From llvm-project llvm/test/CodeGen/NVPTX/ld-generic.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx -mcpu=sm_20 | FileCheck %s --check-prefix=PTX32
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s --check-prefix=PTX64

define i8 @ld_global_i8(ptr addrspace(0) %ptr) {
  %a = load i8, ptr addrspace(0) %ptr
  ret i8 %a
}

define i16 @ld_global_i16(ptr addrspace(0) %ptr) {
  %a = load i16, ptr addrspace(0) %ptr
  ret i16 %a
}

define i32 @ld_global_i32(ptr addrspace(0) %ptr) {
  %a = load i32, ptr addrspace(0) %ptr
  ret i32 %a
}

define i64 @ld_global_i64(ptr addrspace(0) %ptr) {
  %a = load i64, ptr addrspace(0) %ptr
  ret i64 %a
}

define float @ld_global_f32(ptr addrspace(0) %ptr) {
  %a = load float, ptr addrspace(0) %ptr
  ret float %a
}

define double @ld_global_f64(ptr addrspace(0) %ptr) {
  %a = load double, ptr addrspace(0) %ptr
  ret double %a
}
