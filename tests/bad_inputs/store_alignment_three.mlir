// alignment = 3 on a store: rejected up front, not as an "i24" the backend cannot select.
llvm.func @k(%p: !llvm.ptr, %v: i32) attributes {nvvm.kernel} {
  llvm.store %v, %p {alignment = 3 : i64} : i32, !llvm.ptr // ERROR: 'llvm.store': alignment must be a positive power of two, got 3
  llvm.return
}
