// An index constant of 2^64: index is 64-bit in the llvm dialect.
func.func @k(%p: memref<4xindex>) attributes {nvvm.kernel} {
  %c = arith.constant 18446744073709551616 : index // ERROR: 'arith.constant': index constant 18446744073709551616 does not fit in 64 bits
  %z = arith.constant 0 : index
  memref.store %c, %p[%z] : memref<4xindex>
  func.return
}
