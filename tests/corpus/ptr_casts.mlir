// Pointer casts: ptrtoint/inttoptr round trips, bitcast i32<->f32 and i64<->f64, addrspacecast generic<->global<->shared, alignment math.
module {
  llvm.mlir.global internal @sbuf() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
  llvm.func @pc(%p: !llvm.ptr, %f: f32, %d: f64) attributes {nvvm.kernel} {
    %pi = llvm.ptrtoint %p : !llvm.ptr to i64
    %c15 = llvm.mlir.constant(15 : i64) : i64
    %m = llvm.mlir.constant(-16 : i64) : i64
    %up = llvm.add %pi, %c15 : i64
    %al = llvm.and %up, %m : i64
    %q = llvm.inttoptr %al : i64 to !llvm.ptr
    %fi = llvm.bitcast %f : f32 to i32
    %di = llvm.bitcast %d : f64 to i64
    %back = llvm.bitcast %fi : i32 to f32
    %g = llvm.addrspacecast %q : !llvm.ptr to !llvm.ptr<1>
    llvm.store %fi, %g : i32, !llvm.ptr<1>
    %g1 = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i64
    llvm.store %di, %g1 : i64, !llvm.ptr<1>
    %s3 = llvm.mlir.addressof @sbuf : !llvm.ptr<3>
    %sg = llvm.addrspacecast %s3 : !llvm.ptr<3> to !llvm.ptr
    %si = llvm.ptrtoint %s3 : !llvm.ptr<3> to i32
    llvm.store %si, %sg : i32, !llvm.ptr
    %s1 = llvm.addrspacecast %sg : !llvm.ptr to !llvm.ptr<3>
    %x = llvm.load %s1 : !llvm.ptr<3> -> i32
    %xf = llvm.bitcast %x : i32 to f32
    %sum = llvm.fadd %xf, %back : f32
    %g2 = llvm.getelementptr %g[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %sum, %g2 : f32, !llvm.ptr<1>
    llvm.return
  }
}
