// Atomic rmw fadd on an integer type (the verifier requires a float).
llvm.func @k(%p: !llvm.ptr, %v: i32) attributes {nvvm.kernel} {
  %r = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, i32 // ERROR: 'llvm.atomicrmw'
  llvm.return
}
