; From llvm-project llvm/test/CodeGen/NVPTX/atomics.ll (its CHECK lines, and its functions after
; atomicrmw_add_f32_addrspace1, left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_32 | FileCheck %s

define i32 @atom0(ptr %addr, i32 %val) {
  %ret = atomicrmw add ptr %addr, i32 %val seq_cst
  ret i32 %ret
}

define i64 @atom1(ptr %addr, i64 %val) {
  %ret = atomicrmw add ptr %addr, i64 %val seq_cst
  ret i64 %ret
}

define i32 @atom2(ptr %addr, i32 %val) {
  %ret = atomicrmw sub ptr %addr, i32 %val seq_cst
  ret i32 %ret
}

define i64 @atom3(ptr %addr, i64 %val) {
  %ret = atomicrmw sub ptr %addr, i64 %val seq_cst
  ret i64 %ret
}

define i32 @atom4(ptr %addr, i32 %val) {
  %ret = atomicrmw and ptr %addr, i32 %val seq_cst
  ret i32 %ret
}

define i64 @atom5(ptr %addr, i64 %val) {
  %ret = atomicrmw and ptr %addr, i64 %val seq_cst
  ret i64 %ret
}

define i32 @atom8(ptr %addr, i32 %val) {
  %ret = atomicrmw or ptr %addr, i32 %val seq_cst
  ret i32 %ret
}

define i64 @atom9(ptr %addr, i64 %val) {
  %ret = atomicrmw or ptr %addr, i64 %val seq_cst
  ret i64 %ret
}

define i32 @atom10(ptr %addr, i32 %val) {
  %ret = atomicrmw xor ptr %addr, i32 %val seq_cst
  ret i32 %ret
}

define i64 @atom11(ptr %addr, i64 %val) {
  %ret = atomicrmw xor ptr %addr, i64 %val seq_cst
  ret i64 %ret
}

define i32 @atom12(ptr %addr, i32 %val) {
  %ret = atomicrmw max ptr %addr, i32 %val seq_cst
  ret i32 %ret
}

define i64 @atom13(ptr %addr, i64 %val) {
  %ret = atomicrmw max ptr %addr, i64 %val seq_cst
  ret i64 %ret
}

define i32 @atom14(ptr %addr, i32 %val) {
  %ret = atomicrmw min ptr %addr, i32 %val seq_cst
  ret i32 %ret
}

define i64 @atom15(ptr %addr, i64 %val) {
  %ret = atomicrmw min ptr %addr, i64 %val seq_cst
  ret i64 %ret
}

define i32 @atom16(ptr %addr, i32 %val) {
  %ret = atomicrmw umax ptr %addr, i32 %val seq_cst
  ret i32 %ret
}

define i64 @atom17(ptr %addr, i64 %val) {
  %ret = atomicrmw umax ptr %addr, i64 %val seq_cst
  ret i64 %ret
}

define i32 @atom18(ptr %addr, i32 %val) {
  %ret = atomicrmw umin ptr %addr, i32 %val seq_cst
  ret i32 %ret
}

define i64 @atom19(ptr %addr, i64 %val) {
  %ret = atomicrmw umin ptr %addr, i64 %val seq_cst
  ret i64 %ret
}

define i32 @atom20(ptr %addr, i32 %val) {
  %ret = atomicrmw uinc_wrap ptr %addr, i32 %val seq_cst
  ret i32 %ret
}

define i32 @atom21(ptr %addr, i32 %val) {
  %ret = atomicrmw udec_wrap ptr %addr, i32 %val seq_cst
  ret i32 %ret
}

declare float @llvm.nvvm.atomic.load.add.f32.p0(ptr %addr, float %val)

define float @atomic_add_f32_generic(ptr %addr, float %val) {
  %ret = call float @llvm.nvvm.atomic.load.add.f32.p0(ptr %addr, float %val)
  ret float %ret
}

declare float @llvm.nvvm.atomic.load.add.f32.p1(ptr addrspace(1) %addr, float %val)

define float @atomic_add_f32_addrspace1(ptr addrspace(1) %addr, float %val) {
  %ret = call float @llvm.nvvm.atomic.load.add.f32.p1(ptr addrspace(1) %addr, float %val)
  ret float %ret
}

declare float @llvm.nvvm.atomic.load.add.f32.p3(ptr addrspace(3) %addr, float %val)

define float @atomic_add_f32_addrspace3(ptr addrspace(3) %addr, float %val) {
  %ret = call float @llvm.nvvm.atomic.load.add.f32.p3(ptr addrspace(3) %addr, float %val)
  ret float %ret
}

define float @atomicrmw_add_f32_generic(ptr %addr, float %val) {
  %ret = atomicrmw fadd ptr %addr, float %val seq_cst
  ret float %ret
}

define half @atomicrmw_add_f16_generic(ptr %addr, half %val) {
  %ret = atomicrmw fadd ptr %addr, half %val seq_cst
  ret half %ret
}

define float @atomicrmw_add_f32_addrspace1(ptr addrspace(1) %addr, float %val) {
  %ret = atomicrmw fadd ptr addrspace(1) %addr, float %val seq_cst
  ret float %ret
}
