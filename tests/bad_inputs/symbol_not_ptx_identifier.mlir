// A kernel with an empty name: PTX needs an identifier for every function and global.
llvm.func @""(%p: !llvm.ptr) attributes {nvvm.kernel} { // ERROR: 'llvm.func': symbol name '' is not a PTX identifier
  llvm.return
}
