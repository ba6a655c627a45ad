// cmpxchg variants: weak, i64 on shared memory, pointer-typed values, block/device syncscopes, fences with scopes.
module {
  llvm.mlir.global internal @slot() {addr_space = 3 : i32, alignment = 8 : i64} : i64
  llvm.func @cas(%p: !llvm.ptr, %pp: !llvm.ptr, %old: !llvm.ptr, %new: !llvm.ptr, %a: i64, %b: i64) attributes {nvvm.kernel} {
    %s = llvm.mlir.addressof @slot : !llvm.ptr<3>
    %r1 = llvm.cmpxchg weak %s, %a, %b syncscope("block") monotonic monotonic : !llvm.ptr<3>, i64
    %r2 = llvm.cmpxchg %pp, %old, %new syncscope("device") seq_cst seq_cst : !llvm.ptr, !llvm.ptr
    %v1 = llvm.extractvalue %r1[0] : !llvm.struct<(i64, i1)>
    %ok = llvm.extractvalue %r2[1] : !llvm.struct<(ptr, i1)>
    %v2 = llvm.extractvalue %r2[0] : !llvm.struct<(ptr, i1)>
    llvm.fence syncscope("device") acquire
    llvm.fence syncscope("cluster") release
    %w = llvm.select %ok, %v2, %p : i1, !llvm.ptr
    llvm.store %v1, %w : i64, !llvm.ptr
    llvm.return
  }
}
