// llvm.byval on an argument that is not a pointer.
llvm.func @k(%x: i32 {llvm.byval = i32}, %out: !llvm.ptr) attributes {nvvm.kernel} { // ERROR: byval
  llvm.store %x, %out : i32, !llvm.ptr
  llvm.return
}
