// scf.for carrying two values (iter_args) through a nested scf.if that yields both: each thread
// sums its row of a 2-D memref, scaling negatives by 1/8 (leaky ReLU), and counts positives.
builtin.module {
  func.func @leaky_sum(%in: memref<256x8xf32>, %sums: memref<256xf32>, %counts: memref<256xi32>) attributes {nvvm.kernel} {
    %b = gpu.block_id x
    %bdim = gpu.block_dim x
    %t = gpu.thread_id x
    %base = arith.muli %b, %bdim : index
    %row = arith.addi %base, %t : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0.0 : f32
    %eighth = arith.constant 0.125 : f32
    %none = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %sum, %count = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %zero, %n = %none) -> (f32, i32) {
      %v = memref.load %in[%row, %k] : memref<256x8xf32>
      %positive = arith.cmpf ogt, %v, %zero : f32
      %term, %n2 = scf.if %positive -> (f32, i32) {
        %n1 = arith.addi %n, %one : i32
        scf.yield %v, %n1 : f32, i32
      } else {
        %scaled = arith.mulf %v, %eighth : f32
        scf.yield %scaled, %n : f32, i32
      }
      %acc2 = arith.addf %acc, %term : f32
      scf.yield %acc2, %n2 : f32, i32
    }
    memref.store %sum, %sums[%row] : memref<256xf32>
    memref.store %count, %counts[%row] : memref<256xi32>
    func.return
  }
}
