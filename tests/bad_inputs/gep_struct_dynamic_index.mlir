// getelementptr with a run-time index into a struct (struct indices must be constants).
llvm.func @k(%p: !llvm.ptr, %i: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %q = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)> // ERROR: 
  %v = llvm.load %q : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
