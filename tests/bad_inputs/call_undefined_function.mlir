// A call to a symbol that is neither defined nor declared.
llvm.func @k(%a: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %r = llvm.call @missing(%a) : (i32) -> i32 // ERROR: 'llvm.call'
  llvm.store %r, %out : i32, !llvm.ptr
  llvm.return
}
