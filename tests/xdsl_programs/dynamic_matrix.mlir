// memrefs with a dynamic inner size are MLIR's memref descriptors (kernel parameters: allocated
// and aligned pointer, offset, sizes, strides, as MLIR passes them): the sizes come from
// memref.dim, the strides from the descriptor.
gpu.module @kernels {
  gpu.func @dynamic_matrix(%in: memref<?x?xf32>, %out: memref<?x?xf32>) kernel {
    %row = gpu.block_id x
    %t = gpu.thread_id x
    %bdim = gpu.block_dim x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %rows = memref.dim %in, %c0 : memref<?x?xf32>
    %cols = memref.dim %in, %c1 : memref<?x?xf32>
    %inside = arith.cmpi ult, %row, %rows : index
    scf.if %inside {
      scf.for %j = %t to %cols step %bdim {
        %v = memref.load %in[%row, %j] : memref<?x?xf32>
        %j32 = arith.index_cast %j : index to i32
        %jf = arith.sitofp %j32 : i32 to f32
        %r = arith.mulf %v, %jf : f32
        memref.store %r, %out[%row, %j] : memref<?x?xf32>
      }
    }
    gpu.return
  }
}
