// One thread per row of a 64x32 matrix: scf.for with a loop-carried sum.
builtin.module {
  func.func @row_sum(%m: memref<64x32xf32>, %sums: memref<64xf32>) attributes {nvvm.kernel} {
    %row = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %col = %c0 to %c32 step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %m[%row, %col] : memref<64x32xf32>
      %next = arith.addf %acc, %v : f32
      scf.yield %next : f32
    }
    memref.store %sum, %sums[%row] : memref<64xf32>
    func.return
  }
}
