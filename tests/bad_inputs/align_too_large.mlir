// An alignment of 2^32: a power of two, but more than PTX's .align takes.
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %v = llvm.load %p {alignment = 4294967296 : i64} : !llvm.ptr -> i32 // ERROR: 'llvm.load': alignment 4294967296 is larger than PTX allows
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.return
}
