// A chain of async tokens: allocations, a memset, copies and two dependent launches, each waiting
// on the tokens it needs; the host waits once at the end.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%x: memref<256xf32>, %s: f32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %n = gpu.block_dim x
      %o = arith.muli %b, %n : index
      %i = arith.addi %o, %t : index
      %v = memref.load %x[%i] : memref<256xf32>
      %r = arith.mulf %v, %s : f32
      memref.store %r, %x[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @accumulate(%x: memref<256xf32>, %y: memref<256xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %n = gpu.block_dim x
      %o = arith.muli %b, %n : index
      %i = arith.addi %o, %t : index
      %v = memref.load %x[%i] : memref<256xf32>
      %w = memref.load %y[%i] : memref<256xf32>
      %r = arith.addf %v, %w : f32
      memref.store %r, %y[%i] : memref<256xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %two = arith.constant 2.0 : f32
    %zero = arith.constant 0.0 : f32
    %host = memref.alloc() : memref<256xf32>
    %t0 = gpu.wait async
    %x, %t1 = gpu.alloc async [%t0] () : memref<256xf32>
    %y, %t2 = gpu.alloc async [%t0] () : memref<256xf32>
    %t3 = gpu.memcpy async [%t1] %x, %host : memref<256xf32>, memref<256xf32>
    %t4 = gpu.memset async [%t2] %y, %zero : memref<256xf32>, f32
    %t5 = gpu.launch_func async [%t3] @kernels::@scale blocks in (%c2, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%x : memref<256xf32>, %two : f32)
    %joined = gpu.wait async [%t5, %t4]
    %t6 = gpu.launch_func async [%joined] @kernels::@accumulate blocks in (%c2, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%x : memref<256xf32>, %y : memref<256xf32>)
    %t7 = gpu.memcpy async [%t6] %host, %y : memref<256xf32>, memref<256xf32>
    %t8 = gpu.dealloc async [%t7] %x : memref<256xf32>
    %t9 = gpu.dealloc async [%t8] %y : memref<256xf32>
    gpu.wait [%t9]
    return
  }
}
