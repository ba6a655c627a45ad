; From llvm-project llvm/test/CodeGen/NVPTX/build-vector-combine.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 | FileCheck %s

target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

define void @t1() {
entry:
  %0 = load <2 x i8>, ptr addrspace(1) null, align 4
  %1 = shufflevector <2 x i8> %0, <2 x i8> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %2 = bitcast <4 x i8> %1 to i32
  %3 = insertelement <4 x i32> zeroinitializer, i32 %2, i64 0
  store <4 x i32> %3, ptr addrspace(1) null, align 16
  ret void
}

define void @t2() {
entry:
  %0 = load <2 x i8>, ptr addrspace(1) null, align 8
  %1 = shufflevector <2 x i8> %0, <2 x i8> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i8> %1, ptr addrspace(5) null, align 8
  ret void
}

declare <2 x i8> @llvm.nvvm.ldg.global.i.v2i8.p1(ptr addrspace(1) %ptr, i32 %align)

define void @ldg(ptr addrspace(1) %ptr) {
entry:
  %0 = tail call <2 x i8> @llvm.nvvm.ldg.global.i.v2i8.p1(ptr addrspace(1) %ptr, i32 2)
  %1 = shufflevector <2 x i8> %0, <2 x i8> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i8> %1, ptr addrspace(5) null, align 8
  ret void
}

declare <2 x i8> @llvm.nvvm.ldu.global.f.v2i8.p1(ptr addrspace(1) %ptr, i32 %align)

define void @ldu(ptr addrspace(1) %ptr) {
entry:
  %0 = tail call <2 x i8> @llvm.nvvm.ldu.global.i.v2i8.p1(ptr addrspace(1) %ptr, i32 2)
  %1 = shufflevector <2 x i8> %0, <2 x i8> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i8> %1, ptr addrspace(5) null, align 8
  ret void
}

define void @t3() {
  %1 = load <2 x i8>, ptr addrspace(1) null, align 2
  %insval2 = bitcast <2 x i8> %1 to i16
  %2 = insertelement <4 x i16> zeroinitializer, i16 %insval2, i32 0
  store <4 x i16> %2, ptr addrspace(1) null, align 8
  ret void
}
