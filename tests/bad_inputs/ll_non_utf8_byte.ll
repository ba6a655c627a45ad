; LLVM IR with a byte that is not UTF-8 in a comment (llvmlite takes text; fuzz seed 55 of the
; .ll corpus, mutant 89: UnicodeEncodeError).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
  ret void ; ÿ ; ERROR: input is not UTF-8 text (byte 0xff)
}
