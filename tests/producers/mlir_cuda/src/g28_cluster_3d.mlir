// A kernel in a 2x2x1 cluster (sm_90a): every cluster id op in all three dimensions
// (gpu.cluster_id, cluster_dim, cluster_block_id, cluster_dim_blocks), the block's linear rank
// in its cluster, gpu.global_id and gpu.grid_dim, written to a table per block.
module attributes {gpu.container_module} {
  gpu.module @cluster {
    gpu.func @where(%out: memref<?xi32>) kernel {
      %cx = gpu.cluster_id x
      %cy = gpu.cluster_id y
      %cz = gpu.cluster_id z
      %nx = gpu.cluster_dim x
      %ny = gpu.cluster_dim y
      %nz = gpu.cluster_dim z
      %bx = gpu.cluster_block_id x
      %by = gpu.cluster_block_id y
      %bz = gpu.cluster_block_id z
      %dx = gpu.cluster_dim_blocks x
      %dy = gpu.cluster_dim_blocks y
      %dz = gpu.cluster_dim_blocks z
      %gx = gpu.global_id x
      %gy = gpu.global_id y
      %grid = gpu.grid_dim x
      %gridy = gpu.grid_dim y
      // rank = bx + dx * (by + dy * bz); cluster = cx + nx * (cy + ny * cz)
      %r0 = arith.muli %dy, %bz : index
      %r1 = arith.addi %by, %r0 : index
      %r2 = arith.muli %dx, %r1 : index
      %rank = arith.addi %bx, %r2 : index
      %k0 = arith.muli %ny, %cz : index
      %k1 = arith.addi %cy, %k0 : index
      %k2 = arith.muli %nx, %k1 : index
      %cl = arith.addi %cx, %k2 : index
      %blk = gpu.block_id x
      %blky = gpu.block_id y
      %lin0 = arith.muli %blky, %grid : index
      %lin = arith.addi %blk, %lin0 : index
      %c8 = arith.constant 8 : index
      %slot = arith.muli %lin, %c8 : index
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        %c3 = arith.constant 3 : index
        %c4 = arith.constant 4 : index
        %c5 = arith.constant 5 : index
        %s1 = arith.addi %slot, %c1 : index
        %s2 = arith.addi %slot, %c2 : index
        %s3 = arith.addi %slot, %c3 : index
        %s4 = arith.addi %slot, %c4 : index
        %s5 = arith.addi %slot, %c5 : index
        %v0 = arith.index_cast %rank : index to i32
        %v1 = arith.index_cast %cl : index to i32
        %tot = arith.muli %nz, %dz : index
        %v2 = arith.index_cast %tot : index to i32
        %v3 = arith.index_cast %gx : index to i32
        %v4 = arith.index_cast %gy : index to i32
        %v5 = arith.index_cast %gridy : index to i32
        memref.store %v0, %out[%slot] : memref<?xi32>
        memref.store %v1, %out[%s1] : memref<?xi32>
        memref.store %v2, %out[%s2] : memref<?xi32>
        memref.store %v3, %out[%s3] : memref<?xi32>
        memref.store %v4, %out[%s4] : memref<?xi32>
        memref.store %v5, %out[%s5] : memref<?xi32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %out = gpu.alloc (%c128) : memref<?xi32>
    gpu.launch_func @cluster::@where clusters in (%c2, %c2, %c1) blocks in (%c4, %c4, %c1) threads in (%c32, %c1, %c1)
        args(%out : memref<?xi32>)
    gpu.dealloc %out : memref<?xi32>
    return
  }
}
