// Aggregates as SSA values through select, block arguments (phi) and llvm.mlir.zero, then stored.
module {
  llvm.func @pick(%c: i1, %a: i32, %b: f64, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %z = llvm.mlir.zero : !llvm.struct<(i32, f64)>
    %u = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f64)>
    %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(i32, f64)>
    %sel = llvm.select %c, %s1, %z : i1, !llvm.struct<(i32, f64)>
    llvm.cond_br %c, ^l(%sel : !llvm.struct<(i32, f64)>), ^l(%z : !llvm.struct<(i32, f64)>)
  ^l(%v: !llvm.struct<(i32, f64)>):
    llvm.store %v, %out : !llvm.struct<(i32, f64)>, !llvm.ptr
    llvm.return
  }
}
