// gpu.all_reduce over a 2-D workgroup: every thread subtracts its block's mean.
builtin.module {
  func.func @block_center(%data: memref<2048xf32>) attributes {nvvm.kernel} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %bx = gpu.block_id x
    %dx = gpu.block_dim x
    %dy = gpu.block_dim y
    %row = arith.muli %ty, %dx : index
    %local = arith.addi %row, %tx : index
    %size = arith.muli %dx, %dy : index
    %base = arith.muli %bx, %size : index
    %i = arith.addi %base, %local : index
    %v = memref.load %data[%i] : memref<2048xf32>
    %sum = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
    %n_i = arith.index_cast %size : index to i32
    %n = arith.sitofp %n_i : i32 to f32
    %mean = arith.divf %sum, %n : f32
    %centered = arith.subf %v, %mean : f32
    memref.store %centered, %data[%i] : memref<2048xf32>
    func.return
  }
}
