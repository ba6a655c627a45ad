// A struct argument (passed by value as an llvm struct) next to memref arguments.
builtin.module {
  func.func @struct_arg(%p: !llvm.struct<(f32, f32, i32)>, %in: memref<1024xf32>, %out: memref<1024xf32>) attributes {nvvm.kernel} {
    %scale = llvm.extractvalue %p[0] : !llvm.struct<(f32, f32, i32)>
    %shift = llvm.extractvalue %p[1] : !llvm.struct<(f32, f32, i32)>
    %n = llvm.extractvalue %p[2] : !llvm.struct<(f32, f32, i32)>
    %t = gpu.thread_id x
    %b = gpu.block_id x
    %bdim = gpu.block_dim x
    %base = arith.muli %b, %bdim : index
    %i = arith.addi %base, %t : index
    %n_index = arith.index_cast %n : i32 to index
    %inside = arith.cmpi slt, %i, %n_index : index
    scf.if %inside {
      %v = memref.load %in[%i] : memref<1024xf32>
      %s = arith.mulf %v, %scale : f32
      %r = arith.addf %s, %shift : f32
      memref.store %r, %out[%i] : memref<1024xf32>
    }
    func.return
  }
}
