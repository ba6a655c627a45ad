// llvm.insertvalue of an f32 into an i32 field.
llvm.func @k(%x: f32, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %u = llvm.mlir.undef : !llvm.struct<(i32, i64)>
  %s = llvm.insertvalue %x, %u[0] : !llvm.struct<(i32, i64)> // ERROR: used with type i32
  llvm.store %s, %out : !llvm.struct<(i32, i64)>, !llvm.ptr
  llvm.return
}
