; From llvm-project llvm/test/CodeGen/NVPTX/tcgen05-fence.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_100a -mattr=+ptx86 | FileCheck --check-prefixes=CHECK %s

declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()

define void @test_tcgen05_fence() {
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()

  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()

  ret void
}

define void @test_tcgen05_wait() {
  call void @llvm.nvvm.tcgen05.wait.ld()

  call void @llvm.nvvm.tcgen05.wait.st()

  ret void
}
