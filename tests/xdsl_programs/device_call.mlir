// Device functions called from a kernel: a func.func returning a value (Horner polynomial in an
// scf.for over a memref.global constant table, in the generic form as xDSL's own tests write
// it), one with memref and index arguments, and a private clamp.
gpu.module @kernels {
  "memref.global"() <{sym_name = "coefficients", sym_visibility = "private", type = memref<4xf32>, initial_value = dense<[1.0, -2.0, 0.5, 0.25]> : tensor<4xf32>, constant}> : () -> ()
  func.func private @clamp(%x: f32, %lo: f32, %hi: f32) -> f32 {
    %a = arith.maxnumf %x, %lo : f32
    %b = arith.minnumf %a, %hi : f32
    func.return %b : f32
  }
  func.func @horner(%x: f32) -> f32 {
    %table = memref.get_global @coefficients : memref<4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0.0 : f32
    %acc = scf.for %k = %c0 to %c4 step %c1 iter_args(%p = %zero) -> (f32) {
      %coef = memref.load %table[%k] : memref<4xf32>
      %px = arith.mulf %p, %x : f32
      %next = arith.addf %px, %coef : f32
      scf.yield %next : f32
    }
    %lo = arith.constant -10.0 : f32
    %hi = arith.constant 10.0 : f32
    %clamped = func.call @clamp(%acc, %lo, %hi) : (f32, f32, f32) -> f32
    func.return %clamped : f32
  }
  func.func @store_at(%dst: memref<256xf32>, %i: index, %v: f32) {
    memref.store %v, %dst[%i] : memref<256xf32>
    func.return
  }
  gpu.func @device_call(%x: memref<256xf32>, %y: memref<256xf32>) kernel {
    %t = gpu.thread_id x
    %v = memref.load %x[%t] : memref<256xf32>
    %p = func.call @horner(%v) : (f32) -> f32
    func.call @store_at(%y, %t, %p) : (memref<256xf32>, index, f32) -> ()
    gpu.return
  }
}
