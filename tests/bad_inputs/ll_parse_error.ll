; LLVM IR text llvmlite's parser rejects (a block without a terminator): LLVM's own position.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %b = load i32, ptr addrspace(1) %p, align 4
  store i32 %b, ptr addrspace(1) %p, align 4
} ; ERROR: expected instruction opcode
