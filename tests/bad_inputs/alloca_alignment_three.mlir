// alignment = 3 on an alloca.
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c x i32 {alignment = 3 : i64} : (i32) -> !llvm.ptr // ERROR: 'llvm.alloca': alignment must be a positive power of two, got 3
  llvm.store %c, %a : i32, !llvm.ptr
  llvm.return
}
