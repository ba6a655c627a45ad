// llvm.call_intrinsic of an NVVM intrinsic that does not exist.
llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %v = llvm.call_intrinsic "llvm.nvvm.no.such.thing"() : () -> i32 // ERROR: 'llvm.call_intrinsic'
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
