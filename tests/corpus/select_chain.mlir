// Clamp via select chains on i32/f32/f64/i64/ptr/i1, fcmp ordered/unordered predicates.
module {
  llvm.func @clamp(%x: f32, %lo: f32, %hi: f32, %d: f64, %i: i64, %p: !llvm.ptr, %q: !llvm.ptr) attributes {nvvm.kernel} {
    %below = llvm.fcmp "olt" %x, %lo : f32
    %above = llvm.fcmp "ogt" %x, %hi : f32
    %nan = llvm.fcmp "uno" %x, %x : f32
    %t1 = llvm.select %below, %lo, %x : i1, f32
    %t2 = llvm.select %above, %hi, %t1 : i1, f32
    %zero = llvm.mlir.constant(0.0 : f32) : f32
    %t3 = llvm.select %nan, %zero, %t2 : i1, f32
    %dz = llvm.mlir.constant(0.0 : f64) : f64
    %dneg = llvm.fcmp "ule" %d, %dz : f64
    %dabs0 = llvm.fneg %d : f64
    %dabs = llvm.select %dneg, %dabs0, %d : i1, f64
    %i0 = llvm.mlir.constant(0 : i64) : i64
    %ineg = llvm.icmp "slt" %i, %i0 : i64
    %ni = llvm.sub %i0, %i : i64
    %iabs = llvm.select %ineg, %ni, %i : i1, i64
    %dst = llvm.select %ineg, %p, %q : i1, !llvm.ptr
    %flag = llvm.select %nan, %dneg, %ineg : i1, i1
    llvm.store %t3, %dst : f32, !llvm.ptr
    %p1 = llvm.getelementptr %dst[1] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %dabs, %p1 : f64, !llvm.ptr
    %p2 = llvm.getelementptr %dst[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %iabs, %p2 : i64, !llvm.ptr
    %p3 = llvm.getelementptr %dst[24] : (!llvm.ptr) -> !llvm.ptr, i8
    %fb = llvm.zext %flag : i1 to i8
    llvm.store %fb, %p3 : i8, !llvm.ptr
    llvm.return
  }
}
