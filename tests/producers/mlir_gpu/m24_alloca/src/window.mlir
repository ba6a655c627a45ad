module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @window(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %ok = arith.cmpi slt, %i, %n : index
      scf.if %ok {
        %w = memref.alloca() : memref<8xf32>
        scf.for %k = %c0 to %c8 step %c1 {
          %j0 = arith.addi %i, %k : index
          %j = arith.remui %j0, %n : index
          %v = memref.load %in[%j] : memref<?xf32>
          %kf0 = arith.index_cast %k : index to i32
          %kf = arith.sitofp %kf0 : i32 to f32
          %p = arith.mulf %v, %kf : f32
          memref.store %p, %w[%k] : memref<8xf32>
        }
        %zero = arith.constant 0.0 : f32
        %s = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
          %c7 = arith.constant 7 : index
          %r = arith.subi %c7, %k : index
          %a = memref.load %w[%r] : memref<8xf32>
          %b = memref.load %w[%k] : memref<8xf32>
          %d = arith.subf %a, %b : f32
          %acc2 = arith.addf %acc, %d : f32
          scf.yield %acc2 : f32
        }
        memref.store %s, %out[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}
