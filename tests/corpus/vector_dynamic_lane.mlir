// insertelement and extractelement at run-time lane indices into a <4 x f32> loaded from global memory.
module {
  llvm.func @dyn_insert(%p: !llvm.ptr, %s: f32, %k: i32) attributes {nvvm.kernel} {
    %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %w = llvm.insertelement %s, %v[%k : i32] : vector<4xf32>
    llvm.store %w, %p {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    %e = llvm.extractelement %v[%k : i32] : vector<4xf32>
    %q = llvm.getelementptr %p[4] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %e, %q : f32, !llvm.ptr
    llvm.return
  }
}
