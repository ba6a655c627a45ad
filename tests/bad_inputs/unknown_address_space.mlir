// A load through an address space NVPTX does not have.
llvm.func @k(%p: !llvm.ptr<42>, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %v = llvm.load %p : !llvm.ptr<42> -> i32 // ERROR: 
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
