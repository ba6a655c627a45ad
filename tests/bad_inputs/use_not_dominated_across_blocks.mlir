// A value defined in one arm of a branch used after the join: the arm does not dominate the
// use (MLIR's verifier rejects it; without the check selection read an unset register).
llvm.func @k(%p: !llvm.ptr<1>, %c: i1, %s: i32) attributes {nvvm.kernel} {
  llvm.cond_br %c, ^then, ^join
^then:
  %x = llvm.shl %s, %s : i32
  llvm.br ^join
^join:
  %y = llvm.add %x, %s : i32 // ERROR: operand #0 does not dominate this use (it is defined in block ^bb1
  llvm.store %y, %p : i32, !llvm.ptr<1>
  llvm.return
}
