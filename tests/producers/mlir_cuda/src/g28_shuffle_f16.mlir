// gpu.shuffle on f16 and bf16 lanes (xor butterfly, idx broadcast from lane 0, down) and a
// shuffle of i16, with and without the validity result; the f16 butterfly sums a warp's values.
module attributes {gpu.container_module} {
  gpu.module @shuffles {
    gpu.func @half_lanes(%x: memref<32xf16>, %y: memref<32xbf16>, %z: memref<32xi16>, %ok: memref<32xi1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %lane = gpu.lane_id
      %w = arith.constant 32 : i32
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %c4 = arith.constant 4 : i32
      %c8 = arith.constant 8 : i32
      %c16 = arith.constant 16 : i32
      %v = memref.load %x[%lane] : memref<32xf16>
      %s1, %p1 = gpu.shuffle xor %v, %c16, %w : f16
      %a1 = arith.addf %v, %s1 : f16
      %s2, %p2 = gpu.shuffle xor %a1, %c8, %w : f16
      %a2 = arith.addf %a1, %s2 : f16
      %s3, %p3 = gpu.shuffle xor %a2, %c4, %w : f16
      %a3 = arith.addf %a2, %s3 : f16
      %s4, %p4 = gpu.shuffle xor %a3, %c2, %w : f16
      %a4 = arith.addf %a3, %s4 : f16
      %s5, %p5 = gpu.shuffle xor %a4, %c1, %w : f16
      %a5 = arith.addf %a4, %s5 : f16
      memref.store %a5, %x[%lane] : memref<32xf16>
      %b = memref.load %y[%lane] : memref<32xbf16>
      %bb, %pb = gpu.shuffle idx %b, %c0, %w : bf16
      %bd, %pd = gpu.shuffle down %b, %c1, %w : bf16
      %bs = arith.addf %bb, %bd : bf16
      memref.store %bs, %y[%lane] : memref<32xbf16>
      %i = memref.load %z[%lane] : memref<32xi16>
      %iu, %pu = gpu.shuffle up %i, %c1, %w : i16
      %ii = arith.addi %i, %iu : i16
      memref.store %ii, %z[%lane] : memref<32xi16>
      %valid = arith.andi %pd, %pu : i1
      memref.store %valid, %ok[%lane] : memref<32xi1>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %x = gpu.alloc () : memref<32xf16>
    %y = gpu.alloc () : memref<32xbf16>
    %z = gpu.alloc () : memref<32xi16>
    %ok = gpu.alloc () : memref<32xi1>
    gpu.launch_func @shuffles::@half_lanes blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%x : memref<32xf16>, %y : memref<32xbf16>, %z : memref<32xi16>, %ok : memref<32xi1>)
    return
  }
}
