// nvvm.read.ptx.sreg.tid.x declared to produce i64 (it is i32).
llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %t = nvvm.read.ptx.sreg.tid.x : i64 // ERROR: 
  llvm.store %t, %out : i64, !llvm.ptr
  llvm.return
}
