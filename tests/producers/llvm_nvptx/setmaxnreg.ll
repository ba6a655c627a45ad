; From llvm-project llvm/test/CodeGen/NVPTX/setmaxnreg.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx80| FileCheck --check-prefixes=CHECK %s

declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 %reg_count)
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 %reg_count)

define void @test_set_maxn_reg() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 96)

  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 64)

  ret void
}
