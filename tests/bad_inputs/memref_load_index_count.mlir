// memref.load with one index on a 2-D memref: xDSL's verifier raises a plain Exception.
func.func @k(%m: memref<4x4xf32>, %i: index) attributes {nvvm.kernel} {
  %v = memref.load %m[%i] : memref<4x4xf32> // ERROR: 'memref.load'
  func.return
}
