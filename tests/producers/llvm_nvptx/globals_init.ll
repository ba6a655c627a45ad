; From llvm-project llvm/test/CodeGen/NVPTX/globals_init.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

; Make sure the globals constant initializers are not prone to host endianess
; issues.

@Gbli08 = global [2 x i8] [i8 171, i8 205]
@Gbli16 = global [2 x i16] [i16 43981, i16 61185]
@Gbli32 = global [2 x i32] [i32 2882400001, i32 591751049]
@Gbli64 = global [2 x i64] [i64 12379813738877118345, i64 81985529216486895]
@Gbli128 = global [2 x i128] [i128  1339673755198158349044581307228491536, i128 21345817372864405881847059188222722561]
@Gblf32 = global [2 x float] [float 1.5e+7, float 3.75e+3]
@Gblf64 = global [2 x double] [double 5.75e-25, double 12.25e+56]

; Make sure we fill in alignment gaps correctly.
@GblU = global {i16, i32, i8} {i16 1543, i32 33752069, i8 1}
@Gblv4i16 = global <4 x i16> splat(i16 43981)
@Gblv4f32 = global <4 x float> splat(float 1.0)

; Large-integer globals whose bit width is not a multiple of 8 must emit
; their full ceil(bitWidth/8) bytes, including the top partial byte.
@globalint_Gbli65 = global i65 u0x1FFFFFFFFFFFFFFFF
@globalint_Gbli100 = global i100 u0xF000000000000000000000ABA

; Non-power-of-2 vector (<3 x i32> store=12 alloc=16) in the middle of the
; struct must keep its tail padding.
%struct.nonpow2vec_pad = type { <3 x i32>, i32 }
@nonpow2vec_field_pad = global %struct.nonpow2vec_pad { <3 x i32> <i32 1, i32 2, i32 3>, i32 -2 }
@nonpow2vec_arr_pad = global [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>]
