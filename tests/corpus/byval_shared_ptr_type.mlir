// A byval kernel struct whose argument is typed as an addrspace(3) pointer (LLVM accepts it and reads the param in place).
llvm.func @k(%s: !llvm.ptr<3> {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %v = llvm.load %s : !llvm.ptr<3> -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
