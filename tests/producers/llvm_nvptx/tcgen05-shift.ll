; From llvm-project llvm/test/CodeGen/NVPTX/tcgen05-shift.ll (its CHECK lines and the sm_103a/sm_110a RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_100a -mattr=+ptx86 | FileCheck --check-prefixes=CHECK %s

declare void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) %tmem_addr)
declare void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6) %tmem_addr)

define void @test_tcgen05_shift_cg1(ptr addrspace(6) %tmem_addr) {
  call void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) %tmem_addr)

  ret void
}

define void @test_tcgen05_shift_cg2(ptr addrspace(6) %tmem_addr) {
  call void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6) %tmem_addr)

  ret void
}
