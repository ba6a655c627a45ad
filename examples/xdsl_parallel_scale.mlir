// scf.parallel over a 2-D array, no mapping attributes: a grid-stride loop over the threads.
builtin.module {
  func.func @parallel_scale(%a: memref<48x40xf32>, %s: f32) attributes {nvvm.kernel} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %c40 = arith.constant 40 : index
    "scf.parallel"(%c0, %c0, %c48, %c40, %c1, %c1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%i: index, %j: index):
      %v = memref.load %a[%i, %j] : memref<48x40xf32>
      %w = arith.mulf %v, %s : f32
      memref.store %w, %a[%i, %j] : memref<48x40xf32>
      scf.reduce
    }) : (index, index, index, index, index, index) -> ()
    func.return
  }
}
