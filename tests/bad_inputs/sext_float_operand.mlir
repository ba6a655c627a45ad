// llvm.sext of a float (xDSL 0.74's verifier asserted the operand is an integer).
llvm.func @k(%p: !llvm.ptr, %f: f32) attributes {nvvm.kernel} {
  %x = llvm.sext %f : f32 to i64 // ERROR: 'llvm.sext'
  llvm.store %x, %p : i64, !llvm.ptr
  llvm.return
}
