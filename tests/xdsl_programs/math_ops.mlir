// math ops: exact PTX instructions for sqrt (sqrt.rn), fma, absf, floor; libdevice for exp.
builtin.module {
  func.func @math_ops(%x: memref<512xf32>, %y: memref<512xf32>, %out: memref<512xf32>) attributes {nvvm.kernel} {
    %b = gpu.block_id x
    %bdim = gpu.block_dim x
    %t = gpu.thread_id x
    %base = arith.muli %b, %bdim : index
    %i = arith.addi %base, %t : index
    %xv = memref.load %x[%i] : memref<512xf32>
    %yv = memref.load %y[%i] : memref<512xf32>
    %ax = math.absf %xv : f32
    %r = math.sqrt %ax : f32
    %f = math.floor %yv : f32
    %v = math.fma %r, %f, %xv : f32
    %n = arith.negf %ax : f32
    %e = math.exp %n : f32
    %w = arith.addf %v, %e : f32
    memref.store %w, %out[%i] : memref<512xf32>
    func.return
  }
}
