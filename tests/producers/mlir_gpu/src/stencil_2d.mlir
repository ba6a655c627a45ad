// One Jacobi step of the 5-point Laplace stencil on the interior of a 2-D grid; sizes come
// from memref.dim of the dynamic memrefs; 16x16 thread blocks.
module attributes {gpu.container_module} {
  gpu.module @stencil_module {
    gpu.func @jacobi_step(%u: memref<?x?xf32>, %next: memref<?x?xf32>) kernel
        attributes {known_block_size = array<i32: 16, 16, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %quarter = arith.constant 0.25 : f32
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %j0 = arith.muli %bx, %dx : index
      %j = arith.addi %j0, %tx : index
      %i0 = arith.muli %by, %dy : index
      %i = arith.addi %i0, %ty : index
      %rows = memref.dim %u, %c0 : memref<?x?xf32>
      %cols = memref.dim %u, %c1 : memref<?x?xf32>
      %last_row = arith.subi %rows, %c1 : index
      %last_col = arith.subi %cols, %c1 : index
      %i_lo = arith.cmpi ugt, %i, %c0 : index
      %i_hi = arith.cmpi ult, %i, %last_row : index
      %j_lo = arith.cmpi ugt, %j, %c0 : index
      %j_hi = arith.cmpi ult, %j, %last_col : index
      %in_i = arith.andi %i_lo, %i_hi : i1
      %in_j = arith.andi %j_lo, %j_hi : i1
      %interior = arith.andi %in_i, %in_j : i1
      scf.if %interior {
        %up = arith.subi %i, %c1 : index
        %down = arith.addi %i, %c1 : index
        %left = arith.subi %j, %c1 : index
        %right = arith.addi %j, %c1 : index
        %n = memref.load %u[%up, %j] : memref<?x?xf32>
        %s = memref.load %u[%down, %j] : memref<?x?xf32>
        %w = memref.load %u[%i, %left] : memref<?x?xf32>
        %e = memref.load %u[%i, %right] : memref<?x?xf32>
        %ns = arith.addf %n, %s : f32
        %we = arith.addf %w, %e : f32
        %sum = arith.addf %ns, %we : f32
        %avg = arith.mulf %sum, %quarter : f32
        memref.store %avg, %next[%i, %j] : memref<?x?xf32>
      }
      gpu.return
    }
  }
}
