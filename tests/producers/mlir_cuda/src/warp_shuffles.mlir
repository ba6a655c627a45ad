// Every gpu.shuffle mode with its validity result, and the lane id.
module attributes {gpu.container_module} {
  gpu.module @warp {
    gpu.func @shuffles(%in: memref<32xf32>, %out: memref<4x32xf32>, %ok: memref<32xi1>, %red: memref<32xi32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %w = arith.constant 32 : i32
      %one = arith.constant 1 : i32
      %four = arith.constant 4 : i32
      %lane = gpu.lane_id
      %v = memref.load %in[%lane] : memref<32xf32>
      %x, %vx = gpu.shuffle xor %v, %one, %w : f32
      %d, %vd = gpu.shuffle down %v, %four, %w : f32
      %u, %vu = gpu.shuffle up %v, %one, %w : f32
      %i, %vi = gpu.shuffle idx %v, %four, %w : f32
      memref.store %x, %out[%c0, %lane] : memref<4x32xf32>
      memref.store %d, %out[%c1, %lane] : memref<4x32xf32>
      memref.store %u, %out[%c2, %lane] : memref<4x32xf32>
      memref.store %i, %out[%c3, %lane] : memref<4x32xf32>
      memref.store %vu, %ok[%lane] : memref<32xi1>
      %li = arith.index_cast %lane : index to i32
      memref.store %li, %red[%lane] : memref<32xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %in = gpu.alloc () : memref<32xf32>
    %out = gpu.alloc () : memref<4x32xf32>
    %ok = gpu.alloc () : memref<32xi1>
    %red = gpu.alloc () : memref<32xi32>
    gpu.launch_func @warp::@shuffles blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<32xf32>, %out : memref<4x32xf32>, %ok : memref<32xi1>, %red : memref<32xi32>)
    gpu.dealloc %in : memref<32xf32>
    gpu.dealloc %out : memref<4x32xf32>
    gpu.dealloc %ok : memref<32xi1>
    gpu.dealloc %red : memref<32xi32>
    return
  }
}
