// llvm.byval whose value is not a type.
llvm.func @k(%s: !llvm.ptr {llvm.byval = 4 : i32}, %out: !llvm.ptr) attributes {nvvm.kernel} { // ERROR: byval
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
