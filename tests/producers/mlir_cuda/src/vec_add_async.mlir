// Element-wise add with the async host API: host_register, gpu.alloc/memcpy/dealloc on a
// token chain, an async launch of an outlined kernel, a final gpu.wait.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vec_add(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = memref.load %b[%i] : memref<?xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %c[%i] : memref<?xf32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %n = arith.constant 1000 : index
    %grid = arith.constant 8 : index
    %ha = memref.alloc(%n) : memref<?xf32>
    %hc = memref.alloc(%n) : memref<?xf32>
    %hu = memref.cast %ha : memref<?xf32> to memref<*xf32>
    gpu.host_register %hu : memref<*xf32>
    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %db, %t2 = gpu.alloc async [%t1] (%n) : memref<?xf32>
    %dc, %t3 = gpu.alloc async [%t2] (%n) : memref<?xf32>
    %t4 = gpu.memcpy async [%t3] %da, %ha : memref<?xf32>, memref<?xf32>
    %t5 = gpu.memcpy async [%t4] %db, %ha : memref<?xf32>, memref<?xf32>
    %t6 = gpu.launch_func async [%t5] @kernels::@vec_add
        blocks in (%grid, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%da : memref<?xf32>, %db : memref<?xf32>, %dc : memref<?xf32>, %n : index)
    %t7 = gpu.memcpy async [%t6] %hc, %dc : memref<?xf32>, memref<?xf32>
    %t8 = gpu.dealloc async [%t7] %da : memref<?xf32>
    %t9 = gpu.dealloc async [%t8] %db : memref<?xf32>
    %t10 = gpu.dealloc async [%t9] %dc : memref<?xf32>
    gpu.wait [%t10]
    memref.dealloc %ha : memref<?xf32>
    memref.dealloc %hc : memref<?xf32>
    return
  }
}
