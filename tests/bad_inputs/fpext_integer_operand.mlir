// llvm.fpext of an integer (xDSL 0.74's cast takes any types; selection printed a cvt ptxas rejects).
llvm.func @k(%p: !llvm.ptr, %i: i32) attributes {nvvm.kernel} {
  %d = llvm.fpext %i : i32 to f64 // ERROR: 'llvm.fpext': operand must be a float
  llvm.store %d, %p : f64, !llvm.ptr
  llvm.return
}
