; From llvm-project llvm/test/CodeGen/NVPTX/param-add.ll (its CHECK lines left out; --debug-counter=dagcombine=0,
; which needs an assertions build of llc, dropped from the RUN line)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 | FileCheck %s

%struct.1float = type <{ [1 x float] }>

declare i32 @callee(%struct.1float %a)

define i32 @test(%struct.1float alignstack(32) %data) {
  %1 = call i32 @callee(%struct.1float %data)
  ret i32 %1
}
