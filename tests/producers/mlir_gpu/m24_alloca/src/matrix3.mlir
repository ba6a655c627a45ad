module attributes {gpu.container_module} {
  gpu.module @kernels {
    // A 3x3 private matrix filled in nested loops, read at constant indices.
    gpu.func @matrix3(%in: memref<?xf64>, %out: memref<?xf64>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %ok = arith.cmpi slt, %i, %n : index
      scf.if %ok {
        %m = memref.alloca() : memref<3x3xf64>
        %x = memref.load %in[%i] : memref<?xf64>
        scf.for %r = %c0 to %c3 step %c1 {
          scf.for %c = %c0 to %c3 step %c1 {
            %ri = arith.index_cast %r : index to i64
            %rf = arith.sitofp %ri : i64 to f64
            %ci = arith.index_cast %c : index to i64
            %cf = arith.sitofp %ci : i64 to f64
            %p = arith.mulf %x, %rf : f64
            %v = arith.addf %p, %cf : f64
            memref.store %v, %m[%r, %c] : memref<3x3xf64>
          }
        }
        %a = memref.load %m[%c0, %c0] : memref<3x3xf64>
        %b = memref.load %m[%c1, %c1] : memref<3x3xf64>
        %d = memref.load %m[%c2, %c2] : memref<3x3xf64>
        %e = memref.load %m[%c1, %c2] : memref<3x3xf64>
        %ab = arith.mulf %a, %b : f64
        %de = arith.mulf %d, %e : f64
        %s = arith.subf %ab, %de : f64
        memref.store %s, %out[%i] : memref<?xf64>
      }
      gpu.return
    }
  }
}
