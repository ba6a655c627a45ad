// An llvm.func in another function's body (MLIR: a symbol's parent must be a symbol table); the
// passes after verify-nvvm-input look for functions only outside function bodies.
llvm.func @k() attributes {nvvm.kernel} {
  llvm.func @inner() { // ERROR: llvm.func @inner is nested in the body of llvm.func @k
    llvm.return
  }
  llvm.return
}
