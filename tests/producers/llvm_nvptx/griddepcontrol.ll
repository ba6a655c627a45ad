; From llvm-project llvm/test/CodeGen/NVPTX/griddepcontrol.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mcpu=sm_90 -march=nvptx64 | FileCheck %s

define void @griddepcontrol() {
  call void @llvm.nvvm.griddepcontrol.launch.dependents()
  call void @llvm.nvvm.griddepcontrol.wait()
  ret void
}
