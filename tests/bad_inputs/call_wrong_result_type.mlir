// A direct call whose result type differs from the callee's return type.
module {
  llvm.func @get() -> i64 {
    %c = llvm.mlir.constant(1 : i64) : i64
    llvm.return %c : i64
  }
  llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %r = llvm.call @get() : () -> i32 // ERROR: 'llvm.call'
    llvm.store %r, %out : i32, !llvm.ptr
    llvm.return
  }
}
