// Double-precision tensor cores: `gpu.subgroup_mma_load_matrix` of 8x4 and 4x8 f64 tiles,
// `subgroup_mma_compute` (m8n8k4, f64 accumulate) twice along K, `subgroup_mma_store_matrix`.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @dmma(%a: memref<8x8xf64>, %b: memref<8x8xf64>, %c: memref<8x8xf64>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %acc = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 8 : index} : memref<8x8xf64> -> !gpu.mma_matrix<8x8xf64, "COp">
      %a0 = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 8 : index} : memref<8x8xf64> -> !gpu.mma_matrix<8x4xf64, "AOp">
      %b0 = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 8 : index} : memref<8x8xf64> -> !gpu.mma_matrix<4x8xf64, "BOp">
      %d0 = gpu.subgroup_mma_compute %a0, %b0, %acc : !gpu.mma_matrix<8x4xf64, "AOp">, !gpu.mma_matrix<4x8xf64, "BOp"> -> !gpu.mma_matrix<8x8xf64, "COp">
      %a1 = gpu.subgroup_mma_load_matrix %a[%c0, %c4] {leadDimension = 8 : index} : memref<8x8xf64> -> !gpu.mma_matrix<8x4xf64, "AOp">
      %b1 = gpu.subgroup_mma_load_matrix %b[%c4, %c0] {leadDimension = 8 : index} : memref<8x8xf64> -> !gpu.mma_matrix<4x8xf64, "BOp">
      %d1 = gpu.subgroup_mma_compute %a1, %b1, %d0 : !gpu.mma_matrix<8x4xf64, "AOp">, !gpu.mma_matrix<4x8xf64, "BOp"> -> !gpu.mma_matrix<8x8xf64, "COp">
      gpu.subgroup_mma_store_matrix %d1, %c[%c0, %c0] {leadDimension = 8 : index} : !gpu.mma_matrix<8x8xf64, "COp">, memref<8x8xf64>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %a = gpu.alloc () : memref<8x8xf64>
    %b = gpu.alloc () : memref<8x8xf64>
    %c = gpu.alloc () : memref<8x8xf64>
    gpu.launch_func @k::@dmma blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<8x8xf64>, %b : memref<8x8xf64>, %c : memref<8x8xf64>)
    return
  }
}
