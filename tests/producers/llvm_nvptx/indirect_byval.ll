; From llvm-project llvm/test/CodeGen/NVPTX/indirect_byval.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_52 -mattr=+ptx64 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i8 }
%struct.U = type { i64 }

@ptr = external global ptr, align 8

define internal i32 @foo() {
entry:
  %s = alloca %struct.S, align 1
  %agg.tmp = alloca %struct.S, align 1
  %0 = load ptr, ptr @ptr, align 8
  %call = call i32 %0(ptr byval(%struct.S) align 1 %agg.tmp, ptr noundef %s)
  ret i32 %call
}

define internal i32 @bar() {
entry:
  %s = alloca %struct.U, align 8
  %agg.tmp = alloca %struct.U, align 8
  %0 = load ptr, ptr @ptr, align 8
  %call = call noundef i32 %0(ptr byval(%struct.U) align 8 %agg.tmp, ptr %s)
  ret i32 %call
}
