; LLVM IR whose cmpxchg LLVM accepts but PTX cannot align (2^32 > 2^31): the llvm dialect's
; verifier rejects it inside the frontend, where no driver saw the module (fuzz seed 55 of the .ll
; corpus, mutant 66: it was reported without a position).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %addr, i8 %cmp, i8 %new) {
  %pair = cmpxchg ptr addrspace(1) %addr, i8 %cmp, i8 %new monotonic monotonic, align 4294967296 ; ERROR: 'llvm.cmpxchg' does not verify: alignment 4294967296 is larger than PTX allows
  ret void
}
