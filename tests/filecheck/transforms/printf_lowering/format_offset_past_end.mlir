// RUN: not nvvm-opt %s -p printf-lowering 2>&1 | filecheck %s

// An offset past the end of the literal is not a string.
llvm.mlir.global internal constant @short("ab\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @past_end() {
  %a = llvm.mlir.addressof @short : !llvm.ptr
  %g = llvm.getelementptr %a[7] : (!llvm.ptr) -> !llvm.ptr, i8
  // CHECK: format_offset_past_end.mlir:[[# @LINE + 1]]:3: error: 'llvm.call': The first argument for printf must be a string literal!
  %r = llvm.call @printf(%g) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  llvm.return
}
