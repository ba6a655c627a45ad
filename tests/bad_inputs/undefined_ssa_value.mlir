// Use of an SSA value that is never defined.
// ERROR-SOMEWHERE: %nothere
llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
  llvm.store %nothere, %out : i32, !llvm.ptr
  llvm.return
}
