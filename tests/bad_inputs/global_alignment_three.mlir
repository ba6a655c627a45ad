// alignment = 3 on a global (it used to fail late, at an internal ptx.global).
llvm.mlir.global internal @g(0 : i32) {addr_space = 1 : i32, alignment = 3 : i64} : i32 // ERROR: 'llvm.mlir.global': alignment must be a positive power of two, got 3
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %a = llvm.mlir.addressof @g : !llvm.ptr<1>
  %v = llvm.load %a : !llvm.ptr<1> -> i32
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.return
}
