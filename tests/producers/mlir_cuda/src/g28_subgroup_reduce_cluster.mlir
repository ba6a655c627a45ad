// gpu.subgroup_reduce over clusters of lanes on narrow and packed types: add on vector<2xf16>
// (clusters of 4), mul on i16 (clusters of 8, stride 2), maximumf on f16 (half warps), and on
// i32 and f32 (and/minnumf) with strides; the whole warp for the last one.
module attributes {gpu.container_module} {
  gpu.module @clusters {
    gpu.func @reduce(%x: memref<64xvector<2xf16>>, %y: memref<64xi16>, %z: memref<64xf16>, %u: memref<64xi32>, %f: memref<64xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      %v = memref.load %x[%t] : memref<64xvector<2xf16>>
      %r = gpu.subgroup_reduce add %v cluster(size = 4) : (vector<2xf16>) -> vector<2xf16>
      memref.store %r, %x[%t] : memref<64xvector<2xf16>>
      %i = memref.load %y[%t] : memref<64xi16>
      %r2 = gpu.subgroup_reduce mul %i cluster(size = 8, stride = 2) : (i16) -> i16
      memref.store %r2, %y[%t] : memref<64xi16>
      %h = memref.load %z[%t] : memref<64xf16>
      %r3 = gpu.subgroup_reduce maximumf %h cluster(size = 16) : (f16) -> f16
      memref.store %r3, %z[%t] : memref<64xf16>
      %w = memref.load %u[%t] : memref<64xi32>
      %r4 = gpu.subgroup_reduce and %w cluster(size = 2, stride = 16) : (i32) -> i32
      %r5 = gpu.subgroup_reduce or %r4 uniform cluster(size = 4, stride = 4) : (i32) -> i32
      memref.store %r5, %u[%t] : memref<64xi32>
      %g = memref.load %f[%t] : memref<64xf32>
      %r6 = gpu.subgroup_reduce minnumf %g : (f32) -> f32
      memref.store %r6, %f[%t] : memref<64xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %x = gpu.alloc () : memref<64xvector<2xf16>>
    %y = gpu.alloc () : memref<64xi16>
    %z = gpu.alloc () : memref<64xf16>
    %u = gpu.alloc () : memref<64xi32>
    %f = gpu.alloc () : memref<64xf32>
    gpu.launch_func @clusters::@reduce blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<64xvector<2xf16>>, %y : memref<64xi16>, %z : memref<64xf16>, %u : memref<64xi32>, %f : memref<64xf32>)
    return
  }
}
