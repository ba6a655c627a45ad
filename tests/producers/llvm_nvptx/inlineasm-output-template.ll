; From llvm-project llvm/test/CodeGen/NVPTX/inlineasm-output-template.ll (its CHECK lines and its commented-out case left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc -mtriple=nvptx64 < %s | FileCheck %s

; Test that %c works with immediates
define dso_local i32 @test_inlineasm_c_output_template0() {
  tail call void asm sideeffect "//TEST ${0:c}", "i"(i32 42)
  ret i32 42
}

; Test that %n works with immediates
define dso_local i32 @test_inlineasm_c_output_template2() {
  tail call void asm sideeffect "//TEST ${0:n}", "i"(i32 42)
  ret i32 42
}
