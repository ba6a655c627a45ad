// A constant GEP index of -2147483648, the value MLIR's rawConstantIndices use to mark an SSA index.
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %q = llvm.getelementptr %p[-2147483648] : (!llvm.ptr) -> !llvm.ptr, i32 // ERROR: 'llvm.getelementptr': constant index -2147483648 is reserved
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.store %c, %q : i32, !llvm.ptr
  llvm.return
}
