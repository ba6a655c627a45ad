; LLVM IR: barrier 16 does not exist (PTX has 16 named barriers, 0 to 15); ptxas rejected the PTX
; (fuzz seed 58, mutant 924: the id 2^31).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 16, i32 64) ; ERROR: barrier id 16 is out of range
  ret void
}

declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32)
