// Parse errors of the ptx instructions' custom syntax, one per split (verifier rules: invalid.mlir).
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics | filecheck %s

// A literal source names its register class in the type list, a register its type.
%a = "test.op"() : () -> !ptx.reg<b32>
%r = ptx.arith add.s32 %a, 5 : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK: source 1 is a literal: expected its register class

// -----

%a = "test.op"() : () -> !ptx.reg<b32>
%r = ptx.arith add.s32 %a, 5 : (!ptx.reg<b32>, b33) -> !ptx.reg<b32>
// CHECK: unknown register class 'b33'

// -----

%a = "test.op"() : () -> !ptx.reg<b32>
%r = ptx.arith add.s32 %a, 5 : (!ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK: expected 2 types, a register type per register and a class per literal

// -----

%p = "test.op"() : () -> !ptx.reg<b64>
%r = ptx.ld acquire gpu texture u32 [%p] : (!ptx.reg<b64>) -> !ptx.reg<b32>
// CHECK: expected one of generic, global, shared, shared_cluster, local, const, param, got 'texture'

// -----

%a = "test.op"() : () -> !ptx.reg<b32>
%r = ptx.setp lt %a, %a : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<pred>
// CHECK: expected a comparison such as 'lt.s32'
