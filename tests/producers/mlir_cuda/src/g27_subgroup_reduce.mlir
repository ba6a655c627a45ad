// gpu.subgroup_reduce of several kinds and types: whole-warp and clustered (size 8, stride 1
// and size 4, stride 8), uniform and not, f32, i32 and f16.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce(%fin: memref<64xf32>, %iin: memref<64xi32>, %hin: memref<64xf16>,
                     %fout: memref<3x64xf32>, %iout: memref<3x64xi32>, %hout: memref<64xf16>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %t = gpu.thread_id x
      %f = memref.load %fin[%t] : memref<64xf32>
      %i = memref.load %iin[%t] : memref<64xi32>
      %h = memref.load %hin[%t] : memref<64xf16>
      %fa = gpu.subgroup_reduce add %f uniform : (f32) -> f32
      %fm = gpu.subgroup_reduce maxnumf %f cluster(size = 8) : (f32) -> f32
      %fn = gpu.subgroup_reduce minimumf %f cluster(size = 4, stride = 8) : (f32) -> f32
      memref.store %fa, %fout[%c0, %t] : memref<3x64xf32>
      memref.store %fm, %fout[%c1, %t] : memref<3x64xf32>
      memref.store %fn, %fout[%c2, %t] : memref<3x64xf32>
      %ia = gpu.subgroup_reduce minsi %i uniform : (i32) -> i32
      %ix = gpu.subgroup_reduce xor %i : (i32) -> i32
      %io = gpu.subgroup_reduce maxui %i cluster(size = 16) : (i32) -> i32
      memref.store %ia, %iout[%c0, %t] : memref<3x64xi32>
      memref.store %ix, %iout[%c1, %t] : memref<3x64xi32>
      memref.store %io, %iout[%c2, %t] : memref<3x64xi32>
      %ha = gpu.subgroup_reduce add %h : (f16) -> f16
      memref.store %ha, %hout[%t] : memref<64xf16>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %fin = gpu.alloc () : memref<64xf32>
    %iin = gpu.alloc () : memref<64xi32>
    %hin = gpu.alloc () : memref<64xf16>
    %fout = gpu.alloc () : memref<3x64xf32>
    %iout = gpu.alloc () : memref<3x64xi32>
    %hout = gpu.alloc () : memref<64xf16>
    gpu.launch_func @kernels::@reduce blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%fin : memref<64xf32>, %iin : memref<64xi32>, %hin : memref<64xf16>,
             %fout : memref<3x64xf32>, %iout : memref<3x64xi32>, %hout : memref<64xf16>)
    return
  }
}
