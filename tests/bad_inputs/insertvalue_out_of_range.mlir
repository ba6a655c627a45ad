// llvm.insertvalue at a position past the end of the struct.
llvm.func @k(%out: !llvm.ptr, %v: i32) attributes {nvvm.kernel} {
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %s = llvm.insertvalue %v, %u[2] : !llvm.struct<(i32, i32)> // ERROR: 'llvm.insertvalue': position [2]: index 2 at depth 0 is out of range
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
