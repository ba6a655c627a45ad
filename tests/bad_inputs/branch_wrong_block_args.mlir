// A branch passing two values to a block that takes one.
llvm.func @k(%a: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
  llvm.br ^b(%a, %a : i32, i32) // ERROR: 'llvm.br'
^b(%x: i32):
  llvm.store %x, %out : i32, !llvm.ptr
  llvm.return
}
