// A global whose addr_space is a float (xDSL 0.74's parser asserted it is an integer).
llvm.mlir.global internal @g(0 : i32) {addr_space = 1.0 : f32} : i32 // ERROR: 'llvm.mlir.global': addr_space must be an integer
llvm.func @k() attributes {nvvm.kernel} {
  llvm.return
}
