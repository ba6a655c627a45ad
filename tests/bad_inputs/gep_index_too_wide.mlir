// A constant GEP index of 2^64 (constant indices are 32-bit).
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %q = llvm.getelementptr %p[18446744073709551616] : (!llvm.ptr) -> !llvm.ptr, i32 // ERROR: 'llvm.getelementptr': constant index 18446744073709551616 is out of range
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.store %c, %q : i32, !llvm.ptr
  llvm.return
}
