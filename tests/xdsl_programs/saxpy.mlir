// saxpy in func.func with memref arguments, gpu ids and scf.if.
builtin.module {
  func.func @saxpy(%x: memref<1024xf32>, %y: memref<1024xf32>, %a: f32, %n: index) attributes {nvvm.kernel} {
    %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
    %bid = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
    %bdim = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
    %base = arith.muli %bid, %bdim : index
    %i = arith.addi %base, %tid : index
    %inside = arith.cmpi ult, %i, %n : index
    scf.if %inside {
      %xi = memref.load %x[%i] : memref<1024xf32>
      %yi = memref.load %y[%i] : memref<1024xf32>
      %ax = arith.mulf %a, %xi : f32
      %r = arith.addf %ax, %yi : f32
      memref.store %r, %y[%i] : memref<1024xf32>
    }
    func.return
  }
}
