// Two gpu.modules, each with its own kernel, launched one after the other on one stream.
module attributes {gpu.container_module} {
  gpu.module @fill {
    gpu.func @fill(%buf: memref<256xf32>, %v: f32) kernel {
      %t = gpu.thread_id x
      memref.store %v, %buf[%t] : memref<256xf32>
      gpu.return
    }
  }
  gpu.module @scale {
    gpu.func @scale(%buf: memref<256xf32>, %k: f32) kernel {
      %t = gpu.thread_id x
      %x = memref.load %buf[%t] : memref<256xf32>
      %y = arith.mulf %x, %k : f32
      memref.store %y, %buf[%t] : memref<256xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %v = arith.constant 1.5 : f32
    %k = arith.constant 3.0 : f32
    %t0 = gpu.wait async
    %buf, %t1 = gpu.alloc async [%t0] () : memref<256xf32>
    %t2 = gpu.launch_func async [%t1] @fill::@fill blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%buf : memref<256xf32>, %v : f32)
    %t3 = gpu.launch_func async [%t2] @scale::@scale blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%buf : memref<256xf32>, %k : f32)
    %t4 = gpu.dealloc async [%t3] %buf : memref<256xf32>
    gpu.wait [%t4]
    return
  }
}
