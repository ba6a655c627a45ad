// gpu.shuffle down / up / idx with their validity flags, gpu.subgroup_reduce max on i32 and
// minnumf on f32: each lane writes four values to its row of a 2-D output.
gpu.module @kernels {
  gpu.func @shuffle_modes(%in: memref<64xf32>, %keys: memref<64xi32>, %out: memref<64x4xf32>, %best: memref<64xi32>) kernel {
    %b = gpu.block_id x
    %bdim = gpu.block_dim x
    %t = gpu.thread_id x
    %base = arith.muli %b, %bdim : index
    %i = arith.addi %base, %t : index
    %v = memref.load %in[%i] : memref<64xf32>
    %k = memref.load %keys[%i] : memref<64xi32>
    %width = arith.constant 32 : i32
    %three = arith.constant 3 : i32
    %missing = arith.constant -1.0 : f32
    %down, %down_ok = gpu.shuffle down %v, %three, %width : f32
    %down_v = arith.select %down_ok, %down, %missing : f32
    %up, %up_ok = gpu.shuffle up %v, %three, %width : f32
    %up_v = arith.select %up_ok, %up, %missing : f32
    %lane = gpu.lane_id
    %lane32 = arith.index_cast %lane : index to i32
    %mirror_c = arith.constant 31 : i32
    %mirror = arith.subi %mirror_c, %lane32 : i32
    %from, %from_ok = gpu.shuffle idx %v, %mirror, %width : f32
    %smallest = gpu.subgroup_reduce minnumf %v : (f32) -> f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    memref.store %down_v, %out[%i, %c0] : memref<64x4xf32>
    memref.store %up_v, %out[%i, %c1] : memref<64x4xf32>
    memref.store %from, %out[%i, %c2] : memref<64x4xf32>
    memref.store %smallest, %out[%i, %c3] : memref<64x4xf32>
    %top = gpu.subgroup_reduce maxsi %k : (i32) -> i32
    memref.store %top, %best[%i] : memref<64xi32>
    gpu.return
  }
}
