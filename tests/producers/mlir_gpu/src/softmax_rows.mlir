// Row softmax, one 128-thread block per row: each thread walks the row with a stride, the
// block max and sum are combined through shared memory (a tree over 128 slots).
module attributes {gpu.container_module} {
  gpu.module @softmax_module {
    gpu.func @softmax(%x: memref<?x?xf32>, %y: memref<?x?xf32>)
        workgroup(%red : memref<128xf32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %c64 = arith.constant 64 : index
      %c128 = arith.constant 128 : index
      %ninf = arith.constant 0xFF800000 : f32
      %zero = arith.constant 0.0 : f32
      %one = arith.constant 1.0 : f32
      %tid = gpu.thread_id x
      %row = gpu.block_id x
      %cols = memref.dim %x, %c1 : memref<?x?xf32>
      %local_max = scf.for %j = %tid to %cols step %c128 iter_args(%m = %ninf) -> (f32) {
        %v = memref.load %x[%row, %j] : memref<?x?xf32>
        %nm = arith.maximumf %m, %v : f32
        scf.yield %nm : f32
      }
      memref.store %local_max, %red[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %r = %c0 to %c7 step %c1 {
        %half = arith.shrui %c64, %r : index
        %active = arith.cmpi ult, %tid, %half : index
        scf.if %active {
          %o = arith.addi %tid, %half : index
          %a = memref.load %red[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
          %b = memref.load %red[%o] : memref<128xf32, #gpu.address_space<workgroup>>
          %mx = arith.maximumf %a, %b : f32
          memref.store %mx, %red[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %row_max = memref.load %red[%c0] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %local_sum = scf.for %j = %tid to %cols step %c128 iter_args(%s = %zero) -> (f32) {
        %v = memref.load %x[%row, %j] : memref<?x?xf32>
        %d = arith.subf %v, %row_max : f32
        %e = math.exp %d : f32
        memref.store %e, %y[%row, %j] : memref<?x?xf32>
        %ns = arith.addf %s, %e : f32
        scf.yield %ns : f32
      }
      memref.store %local_sum, %red[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %r = %c0 to %c7 step %c1 {
        %half = arith.shrui %c64, %r : index
        %active = arith.cmpi ult, %tid, %half : index
        scf.if %active {
          %o = arith.addi %tid, %half : index
          %a = memref.load %red[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
          %b = memref.load %red[%o] : memref<128xf32, #gpu.address_space<workgroup>>
          %sm = arith.addf %a, %b : f32
          memref.store %sm, %red[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %row_sum = memref.load %red[%c0] : memref<128xf32, #gpu.address_space<workgroup>>
      %inv = arith.divf %one, %row_sum : f32
      scf.for %j = %tid to %cols step %c128 {
        %e = memref.load %y[%row, %j] : memref<?x?xf32>
        %p = arith.mulf %e, %inv : f32
        memref.store %p, %y[%row, %j] : memref<?x?xf32>
      }
      gpu.return
    }
  }
}
