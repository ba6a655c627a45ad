; LLVM IR whose kernel states a launch bound that is no decimal i32 ("nvvm.minctasm" in hexadecimal):
; a ValueError in the frontend (fuzz seed 57 of the .ll corpus, mutant 648). A located error at the
; function instead.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %a) "nvvm.minctasm"="0xFFFFFFFFFFFFFFFFFFFF" { ; ERROR: function attribute "nvvm.minctasm" must hold non-negative 32-bit decimal integers
  ret void
}
