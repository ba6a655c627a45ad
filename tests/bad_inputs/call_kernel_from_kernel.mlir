// A kernel calling another kernel directly (a PTX .entry cannot be a call target).
module {
  llvm.func @inner(%p: !llvm.ptr) attributes {nvvm.kernel} {
    llvm.return
  }
  llvm.func @outer(%p: !llvm.ptr) attributes {nvvm.kernel} {
    llvm.call @inner(%p) : (!llvm.ptr) -> () // ERROR: calls kernel @inner
    llvm.return
  }
}
