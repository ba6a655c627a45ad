// Block-wide max and sum with warp shuffles: butterfly (xor) for the max, shuffle-down for the
// sum, an idx shuffle to broadcast lane 0; per-warp partials go through a memref.global in
// workgroup memory.
module attributes {gpu.container_module} {
  gpu.module @shuffle_module {
    memref.global "private" @warp_max : memref<8xf32, #gpu.address_space<workgroup>>
    memref.global "private" @warp_sum : memref<8xf32, #gpu.address_space<workgroup>>
    gpu.func @max_and_sum(%in: memref<?xf32>, %max_out: memref<?xf32>, %sum_out: memref<?xf32>)
        kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %w = arith.constant 32 : i32
      %o1 = arith.constant 1 : i32
      %o2 = arith.constant 2 : i32
      %o4 = arith.constant 4 : i32
      %o8 = arith.constant 8 : i32
      %o16 = arith.constant 16 : i32
      %lane0 = arith.constant 0 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %first = arith.muli %bid, %bdim : index
      %i = arith.addi %first, %tid : index
      %v = memref.load %in[%i] : memref<?xf32>
      // butterfly max: every lane ends with the warp's maximum
      %x16, %ok0 = gpu.shuffle xor %v, %o16, %w : f32
      %m16 = arith.maximumf %v, %x16 : f32
      %x8, %ok1 = gpu.shuffle xor %m16, %o8, %w : f32
      %m8 = arith.maximumf %m16, %x8 : f32
      %x4, %ok2 = gpu.shuffle xor %m8, %o4, %w : f32
      %m4 = arith.maximumf %m8, %x4 : f32
      %x2, %ok3 = gpu.shuffle xor %m4, %o2, %w : f32
      %m2 = arith.maximumf %m4, %x2 : f32
      %x1, %ok4 = gpu.shuffle xor %m2, %o1, %w : f32
      %wmax = arith.maximumf %m2, %x1 : f32
      // shuffle-down sum: lane 0 ends with the warp's sum, then broadcast from lane 0
      %d16, %ok5 = gpu.shuffle down %v, %o16, %w : f32
      %s16 = arith.addf %v, %d16 : f32
      %d8, %ok6 = gpu.shuffle down %s16, %o8, %w : f32
      %s8 = arith.addf %s16, %d8 : f32
      %d4, %ok7 = gpu.shuffle down %s8, %o4, %w : f32
      %s4 = arith.addf %s8, %d4 : f32
      %d2, %ok8 = gpu.shuffle down %s4, %o2, %w : f32
      %s2 = arith.addf %s4, %d2 : f32
      %d1, %ok9 = gpu.shuffle down %s2, %o1, %w : f32
      %s1 = arith.addf %s2, %d1 : f32
      %wsum, %ok10 = gpu.shuffle idx %s1, %lane0, %w : f32
      %lane = arith.remui %tid, %c32 : index
      %warp = arith.divui %tid, %c32 : index
      %maxes = memref.get_global @warp_max : memref<8xf32, #gpu.address_space<workgroup>>
      %sums = memref.get_global @warp_sum : memref<8xf32, #gpu.address_space<workgroup>>
      %is_lane0 = arith.cmpi eq, %lane, %c0 : index
      scf.if %is_lane0 {
        memref.store %wmax, %maxes[%warp] : memref<8xf32, #gpu.address_space<workgroup>>
        memref.store %wsum, %sums[%warp] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %is_thread0 = arith.cmpi eq, %tid, %c0 : index
      scf.if %is_thread0 {
        %c1 = arith.constant 1 : index
        %m0 = memref.load %maxes[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
        %t0 = memref.load %sums[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
        %bm, %bs = scf.for %k = %c1 to %c8 step %c1 iter_args(%am = %m0, %as = %t0) -> (f32, f32) {
          %mk = memref.load %maxes[%k] : memref<8xf32, #gpu.address_space<workgroup>>
          %sk = memref.load %sums[%k] : memref<8xf32, #gpu.address_space<workgroup>>
          %nm = arith.maximumf %am, %mk : f32
          %ns = arith.addf %as, %sk : f32
          scf.yield %nm, %ns : f32, f32
        }
        memref.store %bm, %max_out[%bid] : memref<?xf32>
        memref.store %bs, %sum_out[%bid] : memref<?xf32>
      }
      gpu.return
    }
  }
}
