; From llvm-project llvm/test/CodeGen/NVPTX/st-param-imm.ll (its CHECK lines, its 32-bit and ptxas RUN lines, and the cases after st_param_v4_i8_irrr left out; the v2 functions written out by a loop to the same IR)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

%struct.A = type { i8, i16 }
%struct.char2 = type { i8, i8 }
%struct.char4 = type { i8, i8, i8, i8 }
%struct.short2 = type { i16, i16 }
%struct.short4 = type { i16, i16, i16, i16 }
%struct.int2 = type { i32, i32 }
%struct.int4 = type { i32, i32, i32, i32 }
%struct.longlong2 = type { i64, i64 }
%struct.float2 = type { float, float }
%struct.float4 = type { float, float, float, float }
%struct.double2 = type { double, double }

define void @st_param_i8_i16() {
  call void @call_i8_i16(%struct.A { i8 1, i16 2 })
  ret void
}

define void @st_param_i32() {
  call void @call_i32(i32 3)
  ret void
}

define void @st_param_i64() {
  call void @call_i64(i64 4)
  ret void
}

define void @st_param_f32() {
  call void @call_f32(float 5.0)
  ret void
}

define void @st_param_f64() {
  call void @call_f64(double 6.0)
  ret void
}

declare void @call_i8_i16(%struct.A)
declare void @call_i32(i32)
declare void @call_i64(i64)
declare void @call_f32(float)
declare void @call_f64(double)

define void @st_param_v2_i8_ii() {
  call void @call_v2_i8(%struct.char2 { i8 1, i8 2 })
  ret void
}
define void @st_param_v2_i8_ir(i8 %val) {
  %struct.ir0 = insertvalue %struct.char2 poison, i8 1, 0
  %struct.ir1 = insertvalue %struct.char2 %struct.ir0, i8 %val, 1
  call void @call_v2_i8(%struct.char2 %struct.ir1)
  ret void
}
define void @st_param_v2_i8_ri(i8 %val) {
  %struct.ri0 = insertvalue %struct.char2 poison, i8 %val, 0
  %struct.ri1 = insertvalue %struct.char2 %struct.ri0, i8 2, 1
  call void @call_v2_i8(%struct.char2 %struct.ri1)
  ret void
}

define void @st_param_v2_i16_ii() {
  call void @call_v2_i16(%struct.short2 { i16 1, i16 2 })
  ret void
}
define void @st_param_v2_i16_ir(i16 %val) {
  %struct.ir0 = insertvalue %struct.short2 poison, i16 1, 0
  %struct.ir1 = insertvalue %struct.short2 %struct.ir0, i16 %val, 1
  call void @call_v2_i16(%struct.short2 %struct.ir1)
  ret void
}
define void @st_param_v2_i16_ri(i16 %val) {
  %struct.ri0 = insertvalue %struct.short2 poison, i16 %val, 0
  %struct.ri1 = insertvalue %struct.short2 %struct.ri0, i16 2, 1
  call void @call_v2_i16(%struct.short2 %struct.ri1)
  ret void
}

define void @st_param_v2_i32_ii() {
  call void @call_v2_i32(%struct.int2 { i32 1, i32 2 })
  ret void
}
define void @st_param_v2_i32_ir(i32 %val) {
  %struct.ir0 = insertvalue %struct.int2 poison, i32 1, 0
  %struct.ir1 = insertvalue %struct.int2 %struct.ir0, i32 %val, 1
  call void @call_v2_i32(%struct.int2 %struct.ir1)
  ret void
}
define void @st_param_v2_i32_ri(i32 %val) {
  %struct.ri0 = insertvalue %struct.int2 poison, i32 %val, 0
  %struct.ri1 = insertvalue %struct.int2 %struct.ri0, i32 2, 1
  call void @call_v2_i32(%struct.int2 %struct.ri1)
  ret void
}

define void @st_param_v2_i64_ii() {
  call void @call_v2_i64(%struct.longlong2 { i64 1, i64 2 })
  ret void
}
define void @st_param_v2_i64_ir(i64 %val) {
  %struct.ir0 = insertvalue %struct.longlong2 poison, i64 1, 0
  %struct.ir1 = insertvalue %struct.longlong2 %struct.ir0, i64 %val, 1
  call void @call_v2_i64(%struct.longlong2 %struct.ir1)
  ret void
}
define void @st_param_v2_i64_ri(i64 %val) {
  %struct.ri0 = insertvalue %struct.longlong2 poison, i64 %val, 0
  %struct.ri1 = insertvalue %struct.longlong2 %struct.ri0, i64 2, 1
  call void @call_v2_i64(%struct.longlong2 %struct.ri1)
  ret void
}

define void @st_param_v2_f32_ii(float %val) {
  call void @call_v2_f32(%struct.float2 { float 1.0, float 2.0 })
  ret void
}
define void @st_param_v2_f32_ir(float %val) {
  %struct.ir0 = insertvalue %struct.float2 poison, float 1.0, 0
  %struct.ir1 = insertvalue %struct.float2 %struct.ir0, float %val, 1
  call void @call_v2_f32(%struct.float2 %struct.ir1)
  ret void
}
define void @st_param_v2_f32_ri(float %val) {
  %struct.ri0 = insertvalue %struct.float2 poison, float %val, 0
  %struct.ri1 = insertvalue %struct.float2 %struct.ri0, float 2.0, 1
  call void @call_v2_f32(%struct.float2 %struct.ri1)
  ret void
}

define void @st_param_v2_f64_ii(double %val) {
  call void @call_v2_f64(%struct.double2 { double 1.0, double 2.0 })
  ret void
}
define void @st_param_v2_f64_ir(double %val) {
  %struct.ir0 = insertvalue %struct.double2 poison, double 1.0, 0
  %struct.ir1 = insertvalue %struct.double2 %struct.ir0, double %val, 1
  call void @call_v2_f64(%struct.double2 %struct.ir1)
  ret void
}
define void @st_param_v2_f64_ri(double %val) {
  %struct.ri0 = insertvalue %struct.double2 poison, double %val, 0
  %struct.ri1 = insertvalue %struct.double2 %struct.ri0, double 2.0, 1
  call void @call_v2_f64(%struct.double2 %struct.ri1)
  ret void
}

declare void @call_v2_i8(%struct.char2 alignstack(2))
declare void @call_v2_i16(%struct.short2 alignstack(4))
declare void @call_v2_i32(%struct.int2 alignstack(8))
declare void @call_v2_i64(%struct.longlong2 alignstack(16))
declare void @call_v2_f32(%struct.float2 alignstack(8))
declare void @call_v2_f64(%struct.double2 alignstack(16))

define void @st_param_v4_i8_iiii() {
  call void @call_v4_i8(%struct.char4 { i8 1, i8 2, i8 3, i8 4 })
  ret void
}
define void @st_param_v4_i8_irrr(i8 %b, i8 %c, i8 %d) {
  %struct.irrr0 = insertvalue %struct.char4 poison, i8 1, 0
  %struct.irrr1 = insertvalue %struct.char4 %struct.irrr0, i8 %b, 1
  %struct.irrr2 = insertvalue %struct.char4 %struct.irrr1, i8 %c, 2
  %struct.irrr3 = insertvalue %struct.char4 %struct.irrr2, i8 %d, 3
  call void @call_v4_i8(%struct.char4 %struct.irrr3)
  ret void
}

declare void @call_v4_i8(%struct.char4 alignstack(4))
