// MLIR 22's generic form of mma_syntax.mlir parses; MLIR 22 parses our printing back.
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 %S/mma_syntax.mlir --mlir-print-op-generic | nvvm-opt -p '' | filecheck %S/mma_syntax.mlir --check-prefix=MLIR
// RUN: nvvm-opt %S/mma_syntax.mlir -p '' | mlir-opt-22 | filecheck %s

// CHECK: gpu.subgroup_mma_compute %{{.*}}, %{{.*}}, %{{.*}} {a_transpose, b_transpose}
// CHECK: gpu.subgroup_mma_elementwise  negatef
