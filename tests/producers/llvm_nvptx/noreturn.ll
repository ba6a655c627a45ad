; From llvm-project llvm/test/CodeGen/NVPTX/noreturn.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mattr=+ptx64 -mcpu=sm_30 | FileCheck %s

@function_pointer = addrspace(1) global void (i32)* null

declare void @trap_wrapper() #0

define i32 @non_void_noreturn() #0 {
  ret i32 54
}

define void @true_noreturn0() #0 {
  call void @trap_wrapper()
  ret void
}

define void @ignore_kernel_noreturn() #0 {
  unreachable
}

define void @callprototype_noreturn(i32) {
  %fn = load void (i32)*, void (i32)* addrspace(1)* @function_pointer
  call void %fn(i32 %0) #0
  %non_void = bitcast void (i32)* %fn to i32 (i32)*
  %2 = call i32 %non_void(i32 %0) #0
  ret void
}

attributes #0 = { noreturn }

!nvvm.annotations = !{!0, !1}

!0 = !{void ()* @ignore_kernel_noreturn, !"kernel", i32 1}
!1 = !{void (i32)* @callprototype_noreturn, !"kernel", i32 1}
