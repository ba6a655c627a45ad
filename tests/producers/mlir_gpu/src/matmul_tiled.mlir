// C = A * B for static 512x512 matrices with 16x16 tiles of A and B staged in two workgroup
// attributions; barriers around each tile.
module attributes {gpu.container_module} {
  gpu.module @tiled_module {
    gpu.func @matmul_tiled(%a: memref<512x512xf32>, %b: memref<512x512xf32>, %c: memref<512x512xf32>)
        workgroup(%ta : memref<16x16xf32, #gpu.address_space<workgroup>>,
                  %tb : memref<16x16xf32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 16, 16, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c512 = arith.constant 512 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %col0 = arith.muli %bx, %c16 : index
      %col = arith.addi %col0, %tx : index
      %row0 = arith.muli %by, %c16 : index
      %row = arith.addi %row0, %ty : index
      %acc = scf.for %t = %c0 to %c512 step %c16 iter_args(%sum = %zero) -> (f32) {
        %a_col = arith.addi %t, %tx : index
        %b_row = arith.addi %t, %ty : index
        %av = memref.load %a[%row, %a_col] : memref<512x512xf32>
        %bv = memref.load %b[%b_row, %col] : memref<512x512xf32>
        memref.store %av, %ta[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        memref.store %bv, %tb[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %partial = scf.for %kk = %c0 to %c16 step %c1 iter_args(%s = %sum) -> (f32) {
          %x = memref.load %ta[%ty, %kk] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %y = memref.load %tb[%kk, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %p = arith.mulf %x, %y : f32
          %s2 = arith.addf %s, %p : f32
          scf.yield %s2 : f32
        }
        gpu.barrier
        scf.yield %partial : f32
      }
      memref.store %acc, %c[%row, %col] : memref<512x512xf32>
      gpu.return
    }
  }
}
