; From llvm-project llvm/test/CodeGen/NVPTX/atomicrmw-xchg-non-integer.ll (its CHECK lines and the vector cases, which LLVM 22 does not parse, left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64-nvidia-cuda -mcpu=sm_70 -mattr=+ptx60 | FileCheck %s

define float @xchg_float(ptr %addr, float %val) {
  %old = atomicrmw xchg ptr %addr, float %val monotonic, align 4
  ret float %old
}

define double @xchg_double(ptr %addr, double %val) {
  %old = atomicrmw xchg ptr %addr, double %val monotonic, align 8
  ret double %old
}

define ptr @xchg_ptr(ptr %addr, ptr %val) {
  %old = atomicrmw xchg ptr %addr, ptr %val monotonic, align 8
  ret ptr %old
}
