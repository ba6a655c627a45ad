; From llvm-project llvm/test/CodeGen/NVPTX/vector-returns.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_20 | FileCheck %s

target triple = "nvptx-nvidia-cuda"

define <3 x i64> @long3() {
  ret <3 x i64> zeroinitializer
}

define <2 x i64> @long2() {
  ret <2 x i64> zeroinitializer
}

define <1 x i64> @long1() {
  ret <1 x i64> zeroinitializer
}

define <5 x i32> @int5() {
  ret <5 x i32> zeroinitializer
}

define <4 x i32> @int4() {
  ret <4 x i32> zeroinitializer
}

define <3 x i32> @int3() {
  ret <3 x i32> zeroinitializer
}

define <2 x i32> @int2() {
  ret <2 x i32> zeroinitializer
}

define <1 x i32> @int1() {
  ret <1 x i32> zeroinitializer
}

define <9 x i16> @short9() {
  ret <9 x i16> zeroinitializer
}

define <8 x i16> @short8() {
  ret <8 x i16> zeroinitializer
}

define <7 x i16> @short7() {
  ret <7 x i16> zeroinitializer
}

define <5 x i16> @short5() {
  ret <5 x i16> zeroinitializer
}

define <4 x i16> @short4() {
  ret <4 x i16> zeroinitializer
}

define <3 x i16> @short3() {
  ret <3 x i16> zeroinitializer
}

define <2 x i16> @short2() {
  ret <2 x i16> zeroinitializer
}

define <1 x i16> @short1() {
  ret <1 x i16> zeroinitializer
}

define <17 x i8> @byte17() {
  ret <17 x i8> zeroinitializer
}

define <16 x i8> @byte16() {
  ret <16 x i8> zeroinitializer
}

define <15 x i8> @byte15() {
  ret <15 x i8> zeroinitializer
}

define <9 x i8> @byte9() {
  ret <9 x i8> zeroinitializer
}

define <8 x i8> @byte8() {
  ret <8 x i8> zeroinitializer
}

define <7 x i8> @byte7() {
  ret <7 x i8> zeroinitializer
}

define <5 x i8> @byte5() {
  ret <5 x i8> zeroinitializer
}

define <4 x i8> @byte4() {
  ret <4 x i8> zeroinitializer
}

define <3 x i8> @byte3() {
  ret <3 x i8> zeroinitializer
}

define <1 x i8> @byte1() {
  ret <1 x i8> zeroinitializer
}

define <17 x i1> @bit17() {
  ret <17 x i1> zeroinitializer
}

define <16 x i1> @bit16() {
  ret <16 x i1> zeroinitializer
}

define <15 x i1> @bit15() {
  ret <15 x i1> zeroinitializer
}

define <9 x i1> @bit9() {
  ret <9 x i1> zeroinitializer
}

define <8 x i1> @bit8() {
  ret <8 x i1> zeroinitializer
}

define <7 x i1> @bit7() {
  ret <7 x i1> zeroinitializer
}

define <5 x i1> @bit5() {
  ret <5 x i1> zeroinitializer
}

define <4 x i1> @bit4() {
  ret <4 x i1> zeroinitializer
}

define <3 x i1> @bit3() {
  ret <3 x i1> zeroinitializer
}

define <2 x i1> @bit2() {
  ret <2 x i1> zeroinitializer
}

define <1 x i1> @bit1() {
  ret <1 x i1> zeroinitializer
}
