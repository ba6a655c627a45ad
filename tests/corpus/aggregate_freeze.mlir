// llvm.freeze of a struct value (built from a possibly-poison field) before it is stored.
module {
  llvm.func @k(%a: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %u = llvm.mlir.poison : !llvm.struct<(i32, f64)>
    %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f64)>
    %fr = llvm.freeze %s0 : !llvm.struct<(i32, f64)>
    llvm.store %fr, %out : !llvm.struct<(i32, f64)>, !llvm.ptr
    llvm.return
  }
}
