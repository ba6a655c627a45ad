// llvm.call_intrinsic "llvm.memcpy.p0.p0.i64" / "llvm.memmove..." with a run-time length (same as llvm.intr.memcpy).
module {
  llvm.func @copy(%src: !llvm.ptr, %dst: !llvm.ptr, %n: i64) attributes {nvvm.kernel} {
    %f = llvm.mlir.constant(false) : i1
    llvm.call_intrinsic "llvm.memcpy.p0.p0.i64"(%dst, %src, %n, %f) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
    llvm.call_intrinsic "llvm.memmove.p0.p0.i64"(%src, %dst, %n, %f) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
    llvm.return
  }
}
