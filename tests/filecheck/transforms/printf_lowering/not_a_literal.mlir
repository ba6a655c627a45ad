// RUN: not nvvm-opt %s -p printf-lowering 2>&1 | filecheck %s
// RUN: not xdsl-opt %s -p printf-lowering 2>&1 | filecheck %s --check-prefix=XDSL

// A format that is not a string literal stops the pass (exit 1) before anything is rewritten:
// the first, well-formed printf is not lowered either.

llvm.mlir.global internal constant @fmt("%d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @f(%fmt2: !llvm.ptr, %x: i32) {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  // CHECK: not_a_literal.mlir:[[# @LINE + 2]]:3: error: 'llvm.call': The first argument for printf must be a string literal!
  // CHECK-NOT: vprintf
  %r2 = llvm.call @printf(%fmt2, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}

// XDSL: The first argument for printf must be a string literal!
