// An scf.index_switch case beyond 32 bits: convert-scf-to-cf switches on the index cast to i32.
func.func @k(%out: memref<4xi32>, %i: index) attributes {gpu.kernel, nvvm.kernel} {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %i -> i32 // ERROR: case value 4294967296 does not fit
  case 4294967296 {
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  }
  default {
    %zero = arith.constant 0 : i32
    scf.yield %zero : i32
  }
  memref.store %r, %out[%c0] : memref<4xi32>
  return
}
