// A warp vote intrinsic called without its (mask, predicate) arguments: the selectors read an
// intrinsic's operands by position, so the call is checked against the intrinsic's signature.
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %b = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"() : () -> i32 // ERROR: 'llvm.call_intrinsic': intrinsic 'llvm.nvvm.vote.ballot.sync' takes 2 arguments, got 0
  llvm.store %b, %p : i32, !llvm.ptr
  llvm.return
}
