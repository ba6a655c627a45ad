// A kernel reversing a block's slice through dynamic shared memory (gpu.dynamic_shared_memory),
// launched with dynamic_shared_memory_size; gpu.barrier between the phases.
module attributes {gpu.container_module} {
  gpu.module @smem {
    gpu.func @reverse(%buf: memref<?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %tile = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %n = gpu.block_dim x
      %base = arith.muli %b, %n : index
      %g = arith.addi %base, %t : index
      %x = memref.load %buf[%g] : memref<?xf32>
      memref.store %x, %tile[%t] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c127 = arith.constant 127 : index
      %r = arith.subi %c127, %t : index
      %y = memref.load %tile[%r] : memref<128xf32, #gpu.address_space<workgroup>>
      memref.store %y, %buf[%g] : memref<?xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %smem = arith.constant 512 : i32
    %buf = gpu.alloc (%c512) : memref<?xf32>
    gpu.launch_func @smem::@reverse blocks in (%c4, %c1, %c1) threads in (%c128, %c1, %c1)
        dynamic_shared_memory_size %smem args(%buf : memref<?xf32>)
    gpu.dealloc %buf : memref<?xf32>
    return
  }
}
