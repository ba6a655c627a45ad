// A block label defined twice after a branch names it (xDSL 0.74 raised a KeyError).
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  llvm.br ^bb1
^bb1:
  llvm.br ^bb2
^bb1: // ERROR: re-declaration of block '^bb1'
  llvm.br ^bb2
^bb2:
  llvm.return
}
