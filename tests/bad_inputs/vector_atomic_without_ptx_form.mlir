// PTX has no vector atom for fmin on f32 lanes (only add); per-lane atomics must be asked for.
llvm.func @k(%p: !llvm.ptr, %v: vector<2xf32>) attributes {nvvm.kernel} {
  %old = llvm.atomicrmw fmin %p, %v monotonic : !llvm.ptr, vector<2xf32> // ERROR: 'llvm.atomicrmw'
  llvm.return
}
// ERROR-SOMEWHERE: PTX has no vector atom for fmin on vector<2xf32>
