; From llvm-project llvm/test/CodeGen/NVPTX/packed-aggr.ll (its CHECK lines, its 32-bit, ptx70 error and ptxas RUN lines left out, and @s6, a `ptrtoint` to i32 next to an i32, which llc 22 writes as one .u64 over both fields: tests/test_llvm_ir_frontend.py checks ours)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 -mattr=+ptx71 | FileCheck %s --check-prefixes=CHECK,CHECK64

;; Test that packed structs with symbol references are represented using the
;; mask() operator.

declare void @func()
@p = addrspace(1) global i8 0

%t1 = type <{ i16, ptr, i8, ptr, ptr, i32 }>
@s1 = addrspace(1) global %t1 <{
    i16 12,
    ptr addrspacecast (ptr addrspace(1) @p to ptr),
    i8 34,
    ptr @func,
    ptr addrspacecast (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @p, i32 3) to ptr),
    i32 56 }>, align 1

;; Test a case than an unaligned pointer is in a nested struct.

%t2i = type <{ ptr }>
%t2o = type { i8, %t2i, i32 }
@s2 = addrspace(1) global %t2o {
    i8 12,
    %t2i <{ ptr @func }>,
    i32 34}

;; Test that a packed struct which size is not multiple of the pointer size
;; is printed in bytes and uses the mask() operator for pointers even though
;; the pointers are aligned.

%t3 = type <{ ptr, i8 }>
@s3 = addrspace(1) global %t3 <{
    ptr @func,
    i8 56 }>, align 1

;; Test that a packed struct with aligned pointers is printed in words.

%t4 = type <{ ptr, i64 }>
@s4 = addrspace(1) global %t4 <{
    ptr @func,
    i64 15}>, align 1

;; Test that a packed struct with unaligned pointers inside an array is handled.

%t5 = type <{ ptr, i16 }>
@a5 = addrspace(1) global [2 x %t5] [%t5 <{ ptr @func, i16 5 }>, %t5 <{ ptr @func, i16 9 }> ]

;; Test that a ptrtoint to an integer wider than a pointer emits only ptrSize
;; mask() bytes for the symbol.

@s7 = addrspace(1) global <{ i8, i64 }> <{ i8 1, i64 ptrtoint (ptr addrspace(1) @p to i64) }>, align 1
