; From llvm-project llvm/test/CodeGen/NVPTX/activemask.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -O2 -mcpu=sm_52 -mattr=+ptx62 | FileCheck %s

declare i32 @llvm.nvvm.activemask()

define dso_local i32 @activemask() {
entry:
  %mask = call i32 @llvm.nvvm.activemask()
  ret i32 %mask
}

define dso_local i32 @convergent(i1 %cond) {
entry:
  br i1 %cond, label %if.else, label %if.then

if.then:
  %0 = call i32 @llvm.nvvm.activemask()
  br label %if.end

if.else:
  %1 = call i32 @llvm.nvvm.activemask()
  br label %if.end

if.end:
  %mask = phi i32 [ %0, %if.then ], [ %1, %if.else ]
  ret i32 %mask
}
