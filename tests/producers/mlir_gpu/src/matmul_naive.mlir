// C = A * B, one output element per thread, the k loop carrying the accumulator.
module attributes {gpu.container_module} {
  gpu.module @matmul_module {
    gpu.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) kernel
        attributes {known_block_size = array<i32: 16, 16, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %col0 = arith.muli %bx, %dx : index
      %col = arith.addi %col0, %tx : index
      %row0 = arith.muli %by, %dy : index
      %row = arith.addi %row0, %ty : index
      %m = memref.dim %a, %c0 : memref<?x?xf32>
      %k = memref.dim %a, %c1 : memref<?x?xf32>
      %n = memref.dim %b, %c1 : memref<?x?xf32>
      %row_ok = arith.cmpi ult, %row, %m : index
      %col_ok = arith.cmpi ult, %col, %n : index
      %ok = arith.andi %row_ok, %col_ok : i1
      scf.if %ok {
        %acc = scf.for %kk = %c0 to %k step %c1 iter_args(%sum = %zero) -> (f32) {
          %av = memref.load %a[%row, %kk] : memref<?x?xf32>
          %bv = memref.load %b[%kk, %col] : memref<?x?xf32>
          %next = math.fma %av, %bv, %sum : f32
          scf.yield %next : f32
        }
        memref.store %acc, %c[%row, %col] : memref<?x?xf32>
      }
      gpu.return
    }
  }
}
