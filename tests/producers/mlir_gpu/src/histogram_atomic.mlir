// 64-bin histogram of i32 keys: integer arithmetic on index (divui/remui by 32, shifts, masks),
// a shared-memory histogram updated with memref.atomic_rmw, merged into the global one.
module attributes {gpu.container_module} {
  gpu.module @histogram_module {
    memref.global "private" @bins : memref<64xi32, #gpu.address_space<workgroup>>
    gpu.func @histogram(%keys: memref<?xi32>, %hist: memref<64xi32>, %flags: memref<?xi32>, %n: index)
        kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %mask = arith.constant 63 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %shared = memref.get_global @bins : memref<64xi32, #gpu.address_space<workgroup>>
      %clears = arith.cmpi ult, %tid, %c64 : index
      scf.if %clears {
        memref.store %zero, %shared[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %first = arith.muli %bid, %bdim : index
      %i = arith.addi %first, %tid : index
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %key = memref.load %keys[%i] : memref<?xi32>
        %shifted = arith.shrui %key, %one : i32
        %bin32 = arith.andi %shifted, %mask : i32
        %bin = arith.index_cast %bin32 : i32 to index
        %old = memref.atomic_rmw addi %one, %shared[%bin] : (i32, memref<64xi32, #gpu.address_space<workgroup>>) -> i32
        // one flag bit per element: word i / 32, bit i % 32
        %word = arith.divui %i, %c32 : index
        %bit = arith.remui %i, %c32 : index
        %bit32 = arith.index_cast %bit : index to i32
        %flag = arith.shli %one, %bit32 : i32
        %prev = memref.atomic_rmw ori %flag, %flags[%word] : (i32, memref<?xi32>) -> i32
      }
      gpu.barrier
      scf.if %clears {
        %count = memref.load %shared[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
        %old = memref.atomic_rmw addi %count, %hist[%tid] : (i32, memref<64xi32>) -> i32
      }
      gpu.return
    }
  }
}
