// alignment = 0 on a load: not a power of two (selection used to divide by it).
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %v = llvm.load %p {alignment = 0 : i64} : !llvm.ptr -> i32 // ERROR: 'llvm.load': alignment must be a positive power of two, got 0
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.return
}
