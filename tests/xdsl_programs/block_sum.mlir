// A gpu.func kernel in a gpu.module (MLIR's form, host launch included): each warp reduces with gpu.subgroup_reduce, lane 0 puts
// the warp's sum in a workgroup attribution (shared memory), thread 0 adds the partial sums.
builtin.module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @block_sum(%in: memref<1024xf32>, %out: memref<4xf32>) workgroup(%partial: memref<8xf32, 3>) kernel attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %b, %bdim : index
      %i = arith.addi %base, %t : index
      %v = memref.load %in[%i] : memref<1024xf32>
      %warp_sum = gpu.subgroup_reduce add %v : (f32) -> f32
      %lane = gpu.lane_id
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %warp = arith.divui %t, %c32 : index
      %lane0 = arith.cmpi eq, %lane, %c0 : index
      scf.if %lane0 {
        memref.store %warp_sum, %partial[%warp] : memref<8xf32, 3>
      }
      gpu.barrier
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %c1 = arith.constant 1 : index
        %c8 = arith.constant 8 : index
        %zero = arith.constant 0.0 : f32
        %sum = scf.for %w = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
          %p = memref.load %partial[%w] : memref<8xf32, 3>
          %next = arith.addf %acc, %p : f32
          scf.yield %next : f32
        }
        memref.store %sum, %out[%b] : memref<4xf32>
      }
      gpu.return
    }
  }
  // Host code beside the gpu.module is left alone by lower-to-ptx.
  func.func @host(%in: memref<1024xf32>, %out: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@block_sum blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%in : memref<1024xf32>, %out : memref<4xf32>)
    func.return
  }
}
