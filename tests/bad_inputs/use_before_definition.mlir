// An op that uses its own result: the value does not dominate its use (MLIR's verifier).
llvm.func @k(%p: !llvm.ptr<1>, %s: i32) attributes {nvvm.kernel} {
  %x = llvm.lshr %x, %s : i32 // ERROR: operand #0 does not dominate this use
  llvm.store %x, %p : i32, !llvm.ptr<1>
  llvm.return
}
