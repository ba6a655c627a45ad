; From llvm-project llvm/test/CodeGen/NVPTX/half.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 | FileCheck %s

@"half_array" = addrspace(1) constant [4 x half]
                [half 0xH0201, half 0xH0403, half 0xH0605, half 0xH0807]

define void @test_load_store(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %val = load half, ptr addrspace(1) %in
  store half %val, ptr addrspace(1) %out
  ret void
}

define void @test_bitcast_from_half(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %val = load half, ptr addrspace(1) %in
  %val_int = bitcast half %val to i16
  store i16 %val_int, ptr addrspace(1) %out
  ret void
}

define void @test_bitcast_to_half(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %val = load i16, ptr addrspace(1) %in
  %val_fp = bitcast i16 %val to half
  store half %val_fp, ptr addrspace(1) %out
  ret void
}

define void @test_extend32(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %val16 = load half, ptr addrspace(1) %in
  %val32 = fpext half %val16 to float
  store float %val32, ptr addrspace(1) %out
  ret void
}

define void @test_extend64(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %val16 = load half, ptr addrspace(1) %in
  %val64 = fpext half %val16 to double
  store double %val64, ptr addrspace(1) %out
  ret void
}

define void @test_trunc32(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %val32 = load float, ptr addrspace(1) %in
  %val16 = fptrunc float %val32 to half
  store half %val16, ptr addrspace(1) %out
  ret void
}

define void @test_trunc64(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %val32 = load double, ptr addrspace(1) %in
  %val16 = fptrunc double %val32 to half
  store half %val16, ptr addrspace(1) %out
  ret void
}
