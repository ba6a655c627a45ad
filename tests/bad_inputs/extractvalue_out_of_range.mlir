// llvm.extractvalue with a position past the end of the struct.
llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %x = llvm.extractvalue %u[5] : !llvm.struct<(i32, i32)> // ERROR: 
  llvm.store %x, %out : i32, !llvm.ptr
  llvm.return
}
