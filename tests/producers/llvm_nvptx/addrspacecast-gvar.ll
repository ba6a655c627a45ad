; From llvm-project llvm/test/CodeGen/NVPTX/addrspacecast-gvar.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx -mcpu=sm_20 | FileCheck %s

@g = addrspace(1) global i32 42
@ga = addrspace(1) global [4 x i8] c"\00\01\02\03"
@g2 = addrspace(1) global ptr addrspacecast (ptr addrspace(1) @g to ptr)
@g3 = addrspace(1) global ptr addrspace(1) @g
@g4 = constant {ptr, ptr} {ptr null, ptr addrspacecast (ptr addrspace(1) @g to ptr)}
@g5 = constant {ptr, ptr} {ptr null, ptr addrspacecast (ptr addrspace(1) getelementptr (i32, ptr addrspace(1) @g, i32 2) to ptr)}
@g6 = addrspace(1) global ptr getelementptr inbounds (
  [4 x i8], ptr addrspacecast (ptr addrspace(1) @ga to ptr),
  i32 0, i32 2
)
@g7 = addrspace(1) global ptr addrspacecast (
  ptr addrspace(1) @g
  to ptr
)
@g8 = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) null, ptr addrspace(1) @g]
@g9 = addrspace(1) global [2 x ptr] [
  ptr null,
  ptr addrspacecast (ptr addrspace(1) @g to ptr)
]
@g10 = addrspace(1) global [2 x ptr addrspace(1)] [
  ptr addrspace(1) null,
  ptr addrspace(1) @g
]
@g11 = addrspace(1) global [2 x ptr] [
  ptr null,
  ptr addrspacecast (ptr addrspace(1) @g to ptr)
]
