; From llvm-project llvm/test/CodeGen/NVPTX/alias.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_30 -mattr=+ptx64 | FileCheck %s

define i32 @a() { ret i32 0 }
@b = internal alias i32 (), ptr @a
@c = internal alias i32 (), ptr @a

define void @foo(i32 %0, ptr %1) { ret void }
@bar = alias i32 (), ptr @foo

define void @noreturn() #0 {
  ret void
}
@noreturn_alias = alias i32 (), ptr @noreturn

attributes #0 = { noreturn }
