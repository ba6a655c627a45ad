// cf.assert (CUDA's __assertfail), arith ops lowered without an expansion (maximumf, minimumf,
// remf, mului_extended), and nested scf.for loops filling and summing a 2-D private
// memref.alloca (local memory), the outer loop's iter_arg threaded through the inner one.
builtin.module {
  func.func @checked_mix(%x: memref<128xf32>, %k: memref<128xi32>, %out: memref<128x3xf32>, %high: memref<128xi32>) attributes {nvvm.kernel} {
    %t = gpu.thread_id x
    %v = memref.load %x[%t] : memref<128xf32>
    %kv = memref.load %k[%t] : memref<128xi32>
    %zero = arith.constant 0 : i32
    %ok = arith.cmpi sge, %kv, %zero : i32
    cf.assert %ok, "k must not be negative"
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %lower = arith.constant -1.0 : f32
    %upper = arith.constant 1.0 : f32
    %above = arith.maximumf %v, %lower : f32
    %clipped = arith.minimumf %above, %upper : f32
    memref.store %clipped, %out[%t, %c0] : memref<128x3xf32>
    %three = arith.constant 3.0 : f32
    %rem = arith.remf %v, %three : f32
    memref.store %rem, %out[%t, %c1] : memref<128x3xf32>
    %scale = arith.constant 100000 : i32
    %low_bits, %high_bits = arith.mului_extended %kv, %scale : i32
    memref.store %high_bits, %high[%t] : memref<128xi32>
    %table = memref.alloca() : memref<4x4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %i32 = arith.index_cast %i : index to i32
      %fi = arith.sitofp %i32 : i32 to f32
      %vi = arith.mulf %v, %fi : f32
      scf.for %j = %c0 to %c4 step %c1 {
        %j32 = arith.index_cast %j : index to i32
        %fj = arith.sitofp %j32 : i32 to f32
        %entry = arith.addf %vi, %fj : f32
        memref.store %entry, %table[%i, %j] : memref<4x4xf32>
      }
    }
    %none = arith.constant 0.0 : f32
    %total = scf.for %i = %c0 to %c4 step %c1 iter_args(%outer = %none) -> (f32) {
      %row = scf.for %j = %c0 to %c4 step %c1 iter_args(%inner = %outer) -> (f32) {
        %e = memref.load %table[%i, %j] : memref<4x4xf32>
        %next = arith.addf %inner, %e : f32
        scf.yield %next : f32
      }
      scf.yield %row : f32
    }
    memref.store %total, %out[%t, %c2] : memref<128x3xf32>
    func.return
  }
}
