; From llvm-project llvm/test/CodeGen/NVPTX/managed.ll (its CHECK lines and the sm_20 error RUN line left out; the 32-bit (nvptx) RUN line made nvptx64)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_30 -mattr=+ptx40 | FileCheck %s

@device_g = addrspace(1) global i32 zeroinitializer
@managed_g = addrspace(1) global i32 zeroinitializer

@decl_g = external addrspace(1) global i32, align 4
@managed_decl_g = external addrspace(1) global ptr, align 8

!nvvm.annotations = !{!0, !1}
!0 = !{ptr addrspace(1) @managed_g, !"managed", i32 1}
!1 = !{ptr addrspace(1) @managed_decl_g, !"managed", i32 1}
