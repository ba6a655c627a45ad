// Three-index memref.load/store: out[k, j, i] = 2 * in[i, j, k], with i the block, (k, j) the
// thread's (x, y).
builtin.module {
  func.func @transpose3d(%in: memref<4x8x16xf32>, %out: memref<16x8x4xf32>) attributes {nvvm.kernel} {
    %i = gpu.block_id x
    %k = gpu.thread_id x
    %j = gpu.thread_id y
    %v = memref.load %in[%i, %j, %k] : memref<4x8x16xf32>
    %two = arith.constant 2.0 : f32
    %d = arith.mulf %v, %two : f32
    memref.store %d, %out[%k, %j, %i] : memref<16x8x4xf32>
    func.return
  }
}
