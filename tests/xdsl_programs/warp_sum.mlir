// Warp reduction with gpu.shuffle xor (butterfly), lane 0 writes the warp's sum.
builtin.module {
  func.func @warp_sum(%in: memref<1024xf32>, %out: memref<32xf32>) attributes {nvvm.kernel} {
    %b = gpu.block_id x
    %bdim = gpu.block_dim x
    %t = gpu.thread_id x
    %base = arith.muli %b, %bdim : index
    %i = arith.addi %base, %t : index
    %v0 = memref.load %in[%i] : memref<1024xf32>
    %w = arith.constant 32 : i32
    %o16 = arith.constant 16 : i32
    %o8 = arith.constant 8 : i32
    %o4 = arith.constant 4 : i32
    %o2 = arith.constant 2 : i32
    %o1 = arith.constant 1 : i32
    %s16, %ok16 = gpu.shuffle xor %v0, %o16, %w : f32
    %v1 = arith.addf %v0, %s16 : f32
    %s8, %ok8 = gpu.shuffle xor %v1, %o8, %w : f32
    %v2 = arith.addf %v1, %s8 : f32
    %s4, %ok4 = gpu.shuffle xor %v2, %o4, %w : f32
    %v3 = arith.addf %v2, %s4 : f32
    %s2, %ok2 = gpu.shuffle xor %v3, %o2, %w : f32
    %v4 = arith.addf %v3, %s2 : f32
    %s1, %ok1 = gpu.shuffle xor %v4, %o1, %w : f32
    %v5 = arith.addf %v4, %s1 : f32
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %lane, %c0 : index
    scf.if %first {
      %c32 = arith.constant 32 : index
      %warp = arith.divui %i, %c32 : index
      memref.store %v5, %out[%warp] : memref<32xf32>
    }
    func.return
  }
}
