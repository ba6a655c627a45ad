// Differential: MLIR 22's own lowering of reduce_kinds.mlir (its subgroup_reduce expansion to
// shuffles, then gpu-lower-to-nvvm-pipeline up to gpu-module-to-binary), compiled by nvvm-opt
// and assembled, beside nvvm-opt's own lowering of the same source (reduce_kinds.mlir).
// REQUIRES: ptxas, mlir-opt-22
// RUN: mlir-opt-22 %S/reduce_kinds.mlir --test-gpu-subgroup-reduce-lowering=expand-to-shuffles \
// RUN:   | mlir-opt-22 --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-features=+ptx80 cubin-format=isa" \
// RUN:     --mlir-print-ir-before=gpu-module-to-binary -o /dev/null 2> %t.mlir
// RUN: nvvm-opt %t.mlir --sm 80 -o %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// MLIR's lowering combines maximumf/minimumf NaN-propagating too (llvm.intr.maximum/minimum).
// CHECK: .entry all_kinds
// CHECK-DAG: max.NaN.f32
// CHECK-DAG: min.NaN.f32
// CHECK-DAG: shfl.sync.bfly.b32
