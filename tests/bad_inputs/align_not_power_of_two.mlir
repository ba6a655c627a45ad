// llvm.align on a byval argument that is not a power of two.
llvm.func @k(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 12 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} { // ERROR: llvm.align
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
