; From llvm-project llvm/test/CodeGen/NVPTX/bf16-setp-noftz.ll (its CHECK lines left out; its RUN line's -denormal-fp-math-f32=preserve-sign dropped)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90 -mattr=+ptx78 | FileCheck %s

; Check for working ftz on f16 to be sure
define i1 @setp_f16_ftz(half %a, half %b) {
  %cmp = fcmp une half %a, %b
  ret i1 %cmp
}

define i1 @setp_bf16_no_ftz(bfloat %a, bfloat %b) {
  %cmp = fcmp une bfloat %a, %b
  ret i1 %cmp
}

define <2 x bfloat> @setp_bf16x2_no_ftz(<2 x bfloat> %a, <2 x bfloat> %b,
  <2 x bfloat> %x, <2 x bfloat> %y) {
  %cmp = fcmp une <2 x bfloat> %a, %b
  %sel = select <2 x i1> %cmp, <2 x bfloat> %x, <2 x bfloat> %y
  ret <2 x bfloat> %sel
}
