// An i32 constant whose value is an f16 (selection printed a double literal as an `and` operand).
llvm.func @k(%p: !llvm.ptr, %a: i32) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(3.0 : f16) : i32 // ERROR: 'llvm.mlir.constant': value of type f16 does not match the result type i32
  %r = llvm.and %a, %c : i32
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.return
}
