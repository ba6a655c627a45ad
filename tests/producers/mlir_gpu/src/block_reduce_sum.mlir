// Sum of each block's 256 elements: tree reduction in a workgroup attribution (shared memory),
// halving the active threads each round, gpu.barrier between rounds.
module attributes {gpu.container_module} {
  gpu.module @reduce_module {
    gpu.func @block_sum(%in: memref<?xf32>, %partial: memref<?xf32>, %n: index)
        workgroup(%scratch : memref<256xf32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c128 = arith.constant 128 : index
      %zero = arith.constant 0.0 : f32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %first = arith.muli %bid, %bdim : index
      %i = arith.addi %first, %tid : index
      %inside = arith.cmpi ult, %i, %n : index
      %v = scf.if %inside -> f32 {
        %x = memref.load %in[%i] : memref<?xf32>
        scf.yield %x : f32
      } else {
        scf.yield %zero : f32
      }
      memref.store %v, %scratch[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %round = %c0 to %c8 step %c1 {
        %half = arith.shrui %c128, %round : index
        %active = arith.cmpi ult, %tid, %half : index
        scf.if %active {
          %other = arith.addi %tid, %half : index
          %a = memref.load %scratch[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
          %b = memref.load %scratch[%other] : memref<256xf32, #gpu.address_space<workgroup>>
          %s = arith.addf %a, %b : f32
          memref.store %s, %scratch[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %total = memref.load %scratch[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %total, %partial[%bid] : memref<?xf32>
      }
      gpu.return
    }
  }
}
