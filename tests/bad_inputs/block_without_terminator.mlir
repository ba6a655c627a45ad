// A block with no ops (so no terminator) between two others.
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} { // ERROR: 'llvm.func': block 1 of the body is empty
  llvm.br ^bb1
^bb1:
^bb2:
  llvm.return
}
