// Atomics on global memory: a counter increment, a max, a compare-and-swap and a fence.
module {
  llvm.func @atomics(%counter: !llvm.ptr, %out: !llvm.ptr, %v: i32) attributes {nvvm.kernel} {
    %one = llvm.mlir.constant(1 : i32) : i32
    %old = llvm.atomicrmw add %counter, %one monotonic : !llvm.ptr, i32
    %q = llvm.getelementptr %counter[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %m = llvm.atomicrmw max %q, %v monotonic : !llvm.ptr, i32
    %r = llvm.getelementptr %counter[2] : (!llvm.ptr) -> !llvm.ptr, i32
    %pair = llvm.cmpxchg %r, %old, %v acq_rel monotonic : !llvm.ptr, i32
    %prev = llvm.extractvalue %pair[0] : !llvm.struct<(i32, i1)>
    llvm.fence syncscope("block") acq_rel
    %s = llvm.add %prev, %m : i32
    llvm.store %s, %out : i32, !llvm.ptr
    llvm.return
  }
}
