// Differential: MLIR 22's own convert-gpu-to-nvvm of subgroup_mma.mlir, compiled by nvvm-opt,
// passes the same checks as nvvm-opt's lowering of it (same wmma shapes, layouts, types).
// REQUIRES: ptxas, mlir-opt-22
// RUN: mlir-opt-22 %S/subgroup_mma.mlir --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=1}),reconcile-unrealized-casts)' -o %t.mlir
// RUN: nvvm-opt %t.mlir --sm 80 -o %t.ptx
// RUN: filecheck %S/subgroup_mma.mlir < %t.ptx
// RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin
