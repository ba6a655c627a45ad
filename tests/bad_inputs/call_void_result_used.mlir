// A call that binds a result of a void callee.
module {
  llvm.func @nothing() {
    llvm.return
  }
  llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %r = llvm.call @nothing() : () -> i32 // ERROR: returns void
    llvm.store %r, %out : i32, !llvm.ptr
    llvm.return
  }
}
