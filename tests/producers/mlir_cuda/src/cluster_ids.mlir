// Thread-block clusters (sm_90): gpu.cluster_id/cluster_dim/cluster_block_id/cluster_dim_blocks
// read in a kernel launched with `clusters in`.
module attributes {gpu.container_module} {
  gpu.module @clusters {
    gpu.func @where(%out: memref<?xi32>) kernel {
      %cx = gpu.cluster_id x
      %cy = gpu.cluster_id y
      %dx = gpu.cluster_dim x
      %bx = gpu.cluster_block_id x
      %by = gpu.cluster_block_id y
      %nb = gpu.cluster_dim_blocks x
      %g = gpu.block_id x
      %t0 = arith.muli %cx, %dx : index
      %t1 = arith.addi %t0, %cy : index
      %t2 = arith.muli %bx, %nb : index
      %t3 = arith.addi %t2, %by : index
      %t4 = arith.addi %t1, %t3 : index
      %v = arith.index_cast %t4 : index to i32
      memref.store %v, %out[%g] : memref<?xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %out = gpu.alloc (%c8) : memref<?xi32>
    gpu.launch_func @clusters::@where clusters in (%c2, %c1, %c1) blocks in (%c8, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%out : memref<?xi32>)
    gpu.dealloc %out : memref<?xi32>
    return
  }
}
