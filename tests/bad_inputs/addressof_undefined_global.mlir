// llvm.mlir.addressof of a global that does not exist.
llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %g = llvm.mlir.addressof @nowhere : !llvm.ptr // ERROR: 'llvm.mlir.addressof'
  %v = llvm.load %g : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
