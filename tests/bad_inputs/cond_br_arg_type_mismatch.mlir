// llvm.cond_br passing an i64 to a block argument of type i32.
llvm.func @k(%c: i1, %a: i64, %b: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
  llvm.cond_br %c, ^x(%a : i64), ^x(%b : i32) // ERROR: 'llvm.cond_br'
^x(%v: i32):
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
