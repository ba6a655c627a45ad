// llvm.memcpy called through llvm.call_intrinsic with an f64 where the source pointer goes.
llvm.func @k(%d: !llvm.ptr<1>, %s: f64, %n: i64) attributes {nvvm.kernel} {
  %f = llvm.mlir.constant(false) : i1
  llvm.call_intrinsic "llvm.memcpy.p1.p1.i64"(%d, %s, %n, %f) : (!llvm.ptr<1>, f64, i64, i1) -> () // ERROR: expects a pointer destination
  llvm.return
}
