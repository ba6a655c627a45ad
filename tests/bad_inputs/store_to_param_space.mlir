// A store into kernel parameter space (!llvm.ptr<101> is read-only).
llvm.func @k(%s: !llvm.ptr<101>, %v: i32) attributes {nvvm.kernel} {
  llvm.store %v, %s : i32, !llvm.ptr<101> // ERROR: 'llvm.store'
  llvm.return
}
