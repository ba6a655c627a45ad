// llvm.add whose operands are declared with a type different from their definition.
llvm.func @k(%a: i32, %b: i64, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %r = llvm.add %a, %b : i32 // ERROR: 
  llvm.store %r, %out : i32, !llvm.ptr
  llvm.return
}
