// printf whose format string comes from a kernel parameter (not a constant global string).
module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @k(%fmt: !llvm.ptr, %x: i32) attributes {nvvm.kernel} {
    %r = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32 // ERROR: 'llvm.call'
    llvm.return
  }
}
