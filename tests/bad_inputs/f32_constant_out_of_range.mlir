// An f32 constant of 1e40, which f32 cannot hold.
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(1.0e40 : f32) : f32 // ERROR: floating-point literal out of range for its type
  llvm.store %c, %p : f32, !llvm.ptr
  llvm.return
}
