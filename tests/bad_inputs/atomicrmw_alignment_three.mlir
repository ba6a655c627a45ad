// alignment = 3 on an atomicrmw.
llvm.func @k(%p: !llvm.ptr, %v: i32) attributes {nvvm.kernel} {
  %r = llvm.atomicrmw add %p, %v monotonic {alignment = 3 : i64} : !llvm.ptr, i32 // ERROR: alignment must be a positive power of two, got 3
  llvm.return
}
