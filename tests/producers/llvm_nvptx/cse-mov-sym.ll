; From llvm-project llvm/test/CodeGen/NVPTX/cse-mov-sym.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16


;; Confirm the mov.b64 of global_smem is CSE'd. We need to make things a bit
;; complex with a loop to make this interesting.
define i32 @test_mov_sym(i32 %offset1, i32 %offset2, i1 %cond) {
entry:
    %gep = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %offset1
    %val = load i32, ptr addrspace(3) %gep
    br i1 %cond, label %if1, label %end
if1:
    %cond2 = icmp eq i32 %offset1, %offset2
    br i1 %cond2, label %if2, label %if1
if2:
    %gep2 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %offset2
    %val2 = load i32, ptr addrspace(3) %gep2
    %add = add i32 %val, %val2
    br label %end
end:
    %ret = phi i32 [ %add, %if2 ], [ %val, %entry ]
    ret i32 %ret
}
