// Pointers from shared and global memory merged by select and by a block argument, then loaded/stored generically.
module {
  llvm.mlir.global internal @cache() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<128 x f32>
  llvm.func @pick(%g: !llvm.ptr, %use_shared: i1, %i: i64, %v: f32) attributes {nvvm.kernel} {
    %s3 = llvm.mlir.addressof @cache : !llvm.ptr<3>
    %s = llvm.addrspacecast %s3 : !llvm.ptr<3> to !llvm.ptr
    %sp = llvm.getelementptr %s[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %gp = llvm.getelementptr %g[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %p = llvm.select %use_shared, %sp, %gp : i1, !llvm.ptr
    %x = llvm.load %p : !llvm.ptr -> f32
    %y = llvm.fadd %x, %v : f32
    llvm.cond_br %use_shared, ^a(%sp : !llvm.ptr), ^a(%gp : !llvm.ptr)
  ^a(%q: !llvm.ptr):
    llvm.store %y, %q : f32, !llvm.ptr
    nvvm.barrier0
    %z = llvm.load %sp : !llvm.ptr -> f32
    llvm.store %z, %gp : f32, !llvm.ptr
    llvm.return
  }
}
