// gpu.subgroup_mma_* and !gpu.mma_matrix in MLIR's custom form round-trip, their generic form
// (properties as MLIR 22 stores them) parses back, and MLIR parses what we print.
// RUN: nvvm-opt %s -p '' | filecheck %s
// RUN: nvvm-opt %s -p '' --print-op-generic | nvvm-opt -p '' | filecheck %s

gpu.module @m {
  gpu.func @k(%a: memref<16x16xf16>, %c: memref<16x16xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %f = arith.constant 1.0 : f32
    %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index, transpose} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %C = gpu.subgroup_mma_constant_matrix %f : !gpu.mma_matrix<16x16xf32, "COp">
    %D = gpu.subgroup_mma_compute %A, %B, %C {a_transpose, b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %E = gpu.subgroup_mma_elementwise negatef %D : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %E, %c[%c0, %c0] {leadDimension = 16 : index, transpose} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32, 3>
    gpu.return
  }
}

// CHECK:      %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index, transpose} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT: %B = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK-NEXT: %C = gpu.subgroup_mma_constant_matrix %f : !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %D = gpu.subgroup_mma_compute %A, %B, %C {a_transpose, b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %E = gpu.subgroup_mma_elementwise negatef %D : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: gpu.subgroup_mma_store_matrix %E, %c[%c0, %c0] {leadDimension = 16 : index, transpose} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32, 3 : i64>

// MLIR: gpu.subgroup_mma_load_matrix %{{.*}}[%{{.*}}, %{{.*}}] {leadDimension = 16 : index, transpose} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
// MLIR: gpu.subgroup_mma_elementwise negatef %{{.*}} : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
