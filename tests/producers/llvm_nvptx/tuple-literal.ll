; From llvm-project llvm/test/CodeGen/NVPTX/tuple-literal.ll (its CHECK lines left out; its 32-bit RUN line made nvptx64)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_20

define ptx_device void @test_function(ptr) {
  ret void
}
