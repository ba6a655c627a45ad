// One-dimensional vectors: each thread loads 4 lanes with vector.load, scales them by a
// vector.broadcast scalar, adds, clamps with minimumf, and stores them as f16 (truncf).
builtin.module {
  func.func @vector_axpy(%x: memref<1024xf32>, %y: memref<1024xf32>, %out: memref<1024xf16>, %a: f32) attributes {nvvm.kernel} {
    %t = gpu.thread_id x
    %b = gpu.block_id x
    %bdim = gpu.block_dim x
    %c4 = arith.constant 4 : index
    %base = arith.muli %b, %bdim : index
    %lane = arith.addi %base, %t : index
    %i = arith.muli %lane, %c4 : index
    %xv = vector.load %x[%i] : memref<1024xf32>, vector<4xf32>
    %yv = vector.load %y[%i] : memref<1024xf32>, vector<4xf32>
    %av = vector.broadcast %a : f32 to vector<4xf32>
    %ax = arith.mulf %av, %xv : vector<4xf32>
    %sum = arith.addf %ax, %yv : vector<4xf32>
    %limit = arith.constant 8.0 : f32
    %lv = vector.broadcast %limit : f32 to vector<4xf32>
    %clamped = arith.minimumf %sum, %lv : vector<4xf32>
    %h = arith.truncf %clamped : vector<4xf32> to vector<4xf16>
    vector.store %h, %out[%i] : memref<1024xf16>, vector<4xf16>
    func.return
  }
}
