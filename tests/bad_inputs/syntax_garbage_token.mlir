// Syntax error: a stray token where an operation is expected.
llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(1 : i32) : i32
  ) // ERROR: unexpected ')'
  llvm.return
}
