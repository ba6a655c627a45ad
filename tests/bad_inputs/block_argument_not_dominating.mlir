// A block's argument used in a block it does not dominate (reachable from the entry without it).
llvm.func @k(%p: !llvm.ptr<1>, %c: i1, %s: i32) attributes {nvvm.kernel} {
  llvm.cond_br %c, ^arm(%s : i32), ^join
^arm(%a: i32):
  llvm.br ^join
^join:
  llvm.store %a, %p : i32, !llvm.ptr<1> // ERROR: operand #0 does not dominate this use (it is defined in block ^bb1
  llvm.return
}
