// Inclusive prefix sum of each 256-element block (Hillis-Steele): two shared buffers used in
// turn, the loop carrying which one is current; the block totals go to a second array.
module attributes {gpu.container_module} {
  gpu.module @scan_module {
    gpu.func @block_scan(%in: memref<?xf32>, %out: memref<?xf32>, %totals: memref<?xf32>, %n: index)
        workgroup(%buf : memref<2x256xf32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c255 = arith.constant 255 : index
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
      memref.store %v, %buf[%c0, %tid] : memref<2x256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %last = scf.for %step = %c0 to %c8 step %c1 iter_args(%cur = %c0) -> (index) {
        %other = arith.subi %c1, %cur : index
        %dist = arith.shli %c1, %step : index
        %mine = memref.load %buf[%cur, %tid] : memref<2x256xf32, #gpu.address_space<workgroup>>
        %has_left = arith.cmpi uge, %tid, %dist : index
        %sum = scf.if %has_left -> f32 {
          %l = arith.subi %tid, %dist : index
          %left = memref.load %buf[%cur, %l] : memref<2x256xf32, #gpu.address_space<workgroup>>
          %s = arith.addf %mine, %left : f32
          scf.yield %s : f32
        } else {
          scf.yield %mine : f32
        }
        memref.store %sum, %buf[%other, %tid] : memref<2x256xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        scf.yield %other : index
      }
      %result = memref.load %buf[%last, %tid] : memref<2x256xf32, #gpu.address_space<workgroup>>
      scf.if %inside {
        memref.store %result, %out[%i] : memref<?xf32>
      }
      %is_last = arith.cmpi eq, %tid, %c255 : index
      scf.if %is_last {
        memref.store %result, %totals[%bid] : memref<?xf32>
      }
      gpu.return
    }
  }
}
