// llvm.switch whose case destination takes an argument the case does not pass.
llvm.func @k(%x: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
  llvm.switch %x : i32, ^d [ // ERROR: 'llvm.switch'
    1: ^c
  ]
^c(%v: i32):
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
^d:
  llvm.return
}
