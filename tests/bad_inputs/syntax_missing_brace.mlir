// Syntax error: the function body is never closed.
// ERROR-SOMEWHERE: unexpected end of input
llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.store %c, %out : i32, !llvm.ptr
  llvm.return
