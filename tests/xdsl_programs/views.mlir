// memref views without copies: a rank-reducing memref.subview per row (dynamic offset) and a
// strided subview of it, memref.collapse_shape / expand_shape, memref.reinterpret_cast with a
// static offset.
builtin.module {
  func.func @views(%m: memref<64x32xf32>, %sums: memref<64xf32>, %doubled: memref<2048xf32>, %next_first: memref<64xf32>) attributes {nvvm.kernel} {
    %t = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c63 = arith.constant 63 : index
    %row = memref.subview %m[%t, 0] [1, 32] [1, 1] : memref<64x32xf32> to memref<32xf32, strided<[1], offset: ?>>
    %evens = memref.subview %row[0] [16] [2] : memref<32xf32, strided<[1], offset: ?>> to memref<16xf32, strided<[2], offset: ?>>
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> (f32) {
      %e = memref.load %evens[%k] : memref<16xf32, strided<[2], offset: ?>>
      %next = arith.addf %acc, %e : f32
      scf.yield %next : f32
    }
    memref.store %sum, %sums[%t] : memref<64xf32>
    %flat = memref.collapse_shape %m [[0, 1]] : memref<64x32xf32> into memref<2048xf32>
    %grid = memref.expand_shape %doubled [[0, 1]] output_shape [64, 32] : memref<2048xf32> into memref<64x32xf32>
    %base = arith.muli %t, %c32 : index
    %two = arith.constant 2.0 : f32
    scf.for %j = %c0 to %c32 step %c1 {
      %at = arith.addi %base, %j : index
      %v = memref.load %flat[%at] : memref<2048xf32>
      %d = arith.mulf %v, %two : f32
      memref.store %d, %grid[%t, %j] : memref<64x32xf32>
    }
    %shifted = memref.reinterpret_cast %m to offset: [32], sizes: [63, 32], strides: [32, 1] : memref<64x32xf32> to memref<63x32xf32, strided<[32, 1], offset: 32>>
    %inside = arith.cmpi ult, %t, %c63 : index
    scf.if %inside {
      %first = memref.load %shifted[%t, %c0] : memref<63x32xf32, strided<[32, 1], offset: 32>>
      memref.store %first, %next_first[%t] : memref<64xf32>
    }
    func.return
  }
}
