// Layer normalisation of rows of up to 32 * 8 = 256 elements: one warp per row (8 rows per
// 256-thread block), warp sums with butterfly shuffles, math.rsqrt for the inverse deviation.
module attributes {gpu.container_module} {
  gpu.module @layernorm_module {
    gpu.func @layernorm(%x: memref<?x?xf32>, %gamma: memref<?xf32>, %beta: memref<?xf32>,
                        %y: memref<?x?xf32>, %eps: f32) kernel
        attributes {known_block_size = array<i32: 32, 8, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %zero = arith.constant 0.0 : f32
      %w = arith.constant 32 : i32
      %o1 = arith.constant 1 : i32
      %o2 = arith.constant 2 : i32
      %o4 = arith.constant 4 : i32
      %o8 = arith.constant 8 : i32
      %o16 = arith.constant 16 : i32
      %lane = gpu.thread_id x
      %warp = gpu.thread_id y
      %bid = gpu.block_id x
      %rows = memref.dim %x, %c0 : memref<?x?xf32>
      %cols = memref.dim %x, %c1 : memref<?x?xf32>
      %row0 = arith.muli %bid, %c8 : index
      %row = arith.addi %row0, %warp : index
      %row_ok = arith.cmpi ult, %row, %rows : index
      scf.if %row_ok {
        %colsi = arith.index_cast %cols : index to i32
        %colsf = arith.uitofp %colsi : i32 to f32
        %part = scf.for %j = %lane to %cols step %c32 iter_args(%s = %zero) -> (f32) {
          %v = memref.load %x[%row, %j] : memref<?x?xf32>
          %ns = arith.addf %s, %v : f32
          scf.yield %ns : f32
        }
        %a16, %k0 = gpu.shuffle xor %part, %o16, %w : f32
        %s16 = arith.addf %part, %a16 : f32
        %a8, %k1 = gpu.shuffle xor %s16, %o8, %w : f32
        %s8 = arith.addf %s16, %a8 : f32
        %a4, %k2 = gpu.shuffle xor %s8, %o4, %w : f32
        %s4 = arith.addf %s8, %a4 : f32
        %a2, %k3 = gpu.shuffle xor %s4, %o2, %w : f32
        %s2 = arith.addf %s4, %a2 : f32
        %a1, %k4 = gpu.shuffle xor %s2, %o1, %w : f32
        %total = arith.addf %s2, %a1 : f32
        %mean = arith.divf %total, %colsf : f32
        %sq = scf.for %j = %lane to %cols step %c32 iter_args(%s = %zero) -> (f32) {
          %v = memref.load %x[%row, %j] : memref<?x?xf32>
          %d = arith.subf %v, %mean : f32
          %ns = math.fma %d, %d, %s : f32
          scf.yield %ns : f32
        }
        %b16, %q0 = gpu.shuffle xor %sq, %o16, %w : f32
        %t16 = arith.addf %sq, %b16 : f32
        %b8, %q1 = gpu.shuffle xor %t16, %o8, %w : f32
        %t8 = arith.addf %t16, %b8 : f32
        %b4, %q2 = gpu.shuffle xor %t8, %o4, %w : f32
        %t4 = arith.addf %t8, %b4 : f32
        %b2, %q3 = gpu.shuffle xor %t4, %o2, %w : f32
        %t2 = arith.addf %t4, %b2 : f32
        %b1, %q4 = gpu.shuffle xor %t2, %o1, %w : f32
        %sqsum = arith.addf %t2, %b1 : f32
        %var = arith.divf %sqsum, %colsf : f32
        %var_eps = arith.addf %var, %eps : f32
        %inv = math.rsqrt %var_eps : f32
        scf.for %j = %lane to %cols step %c32 {
          %v = memref.load %x[%row, %j] : memref<?x?xf32>
          %g = memref.load %gamma[%j] : memref<?xf32>
          %bt = memref.load %beta[%j] : memref<?xf32>
          %d = arith.subf %v, %mean : f32
          %n = arith.mulf %d, %inv : f32
          %o = math.fma %n, %g, %bt : f32
          memref.store %o, %y[%row, %j] : memref<?x?xf32>
        }
      }
      gpu.return
    }
  }
}
