// A private 3-element window in memref.alloca (local memory), filled and summed with scf.for.
builtin.module {
  func.func @local_stencil(%in: memref<258xf32>, %out: memref<256xf32>) attributes {nvvm.kernel} {
    %window = memref.alloca() : memref<3xf32>
    %t = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    scf.for %k = %c0 to %c3 step %c1 {
      %j = arith.addi %t, %k : index
      %v = memref.load %in[%j] : memref<258xf32>
      memref.store %v, %window[%k] : memref<3xf32>
    }
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %window[%k] : memref<3xf32>
      %next = arith.addf %acc, %v : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%t] : memref<256xf32>
    func.return
  }
}
