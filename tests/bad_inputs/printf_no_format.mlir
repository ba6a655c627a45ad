// printf called without any argument (the format string is missing).
module {
  llvm.func @printf(...) -> i32
  llvm.func @k() attributes {nvvm.kernel} {
    %r = llvm.call @printf() vararg(!llvm.func<i32 (...)>) : () -> i32 // ERROR: 'llvm.call'
    llvm.return
  }
}
