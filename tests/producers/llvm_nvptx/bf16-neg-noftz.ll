; From llvm-project llvm/test/CodeGen/NVPTX/bf16-neg-noftz.ll (its CHECK lines left out; its RUN line's -denormal-fp-math-f32=preserve-sign dropped)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx70 | FileCheck %s

; Check for working ftz on f16 to be sure
define half @neg_f16_ftz(half %a) {
  %r = fneg half %a
  ret half %r
}

define bfloat @neg_bf16_no_ftz(bfloat %a) {
  %r = fneg bfloat %a
  ret bfloat %r
}

define <2 x bfloat> @neg_bf16x2_no_ftz(<2 x bfloat> %a) {
  %r = fneg <2 x bfloat> %a
  ret <2 x bfloat> %r
}
