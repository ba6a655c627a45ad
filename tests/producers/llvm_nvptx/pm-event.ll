; From llvm-project llvm/test/CodeGen/NVPTX/pm-event.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s

declare void @llvm.nvvm.pm.event.mask(i16 %mask)

define void @test_pm_event() {
  call void @llvm.nvvm.pm.event.mask(i16 u0xff)

  call void @llvm.nvvm.pm.event.mask(i16 u0x1000)

  ret void
}
