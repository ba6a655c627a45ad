// cmpxchg whose failure ordering is release (LLVM forbids release/acq_rel failure orderings).
llvm.func @k(%p: !llvm.ptr, %a: i32, %b: i32) attributes {nvvm.kernel} {
  %r = llvm.cmpxchg %p, %a, %b acq_rel release : !llvm.ptr, i32 // ERROR: 'llvm.cmpxchg'
  llvm.return
}
