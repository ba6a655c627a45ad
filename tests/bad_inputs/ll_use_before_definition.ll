; LLVM IR that parses but fails LLVM's verifier (a use its definition does not dominate): the
; verifier gives no position; the error names the line of the first instruction it prints.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %a = add i32 %b, 1
  %b = load i32, ptr addrspace(1) %p, align 4 ; ERROR: Instruction does not dominate all uses
  store i32 %a, ptr addrspace(1) %p, align 4
  ret void
}
