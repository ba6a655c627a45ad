// RUN: xdsl-opt %s -p lower-varargs --split-input-file --verify-diagnostics | filecheck %s

// Kernels cannot be variadic.
llvm.func @k(%n: i32, ...) attributes {nvvm.kernel} {
  llvm.return
}
// CHECK: kernel @k is variadic: kernels cannot take '...' arguments (only device functions can)

// -----

// An aggregate passed through '...'.
llvm.func @f(i32, ...)
llvm.func @g(%s: !llvm.struct<(i32, f64)>) {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.call @f(%c, %c, %s) vararg(!llvm.func<void (i32, ...)>) : (i32, i32, !llvm.struct<(i32, f64)>) -> ()
  llvm.return
}
// CHECK: call to @f in @g passes aggregate !llvm.struct<(i32, f64)> through '...' (variadic argument 1); pass its fields as separate arguments

// -----

llvm.func @f(i32, ...)
llvm.func @g(%s: !llvm.array<2 x i32>) {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.call @f(%c, %s) vararg(!llvm.func<void (i32, ...)>) : (i32, !llvm.array<2 x i32>) -> ()
  llvm.return
}
// CHECK: call to @f in @g passes aggregate !llvm.array<2 x i32> through '...' (variadic argument 0)

// -----

// va_arg of an aggregate type.
llvm.func @h(%n: i32, ...) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %ap = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  %v = llvm.va_arg %ap : (!llvm.ptr) -> !llvm.struct<(i32, i32)>
  llvm.return
}
// CHECK: va_arg of aggregate type !llvm.struct<(i32, i32)> in @h: variadic arguments are scalars; read the fields one by one

// -----

// printf must be gone (printf-lowering runs first).
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @p(%fmt: !llvm.ptr, %x: i32) {
  %r = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (!llvm.ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}
// CHECK: call to external @printf in @p: run printf-lowering before lower-varargs (CUDA device code has no printf function, only vprintf)

// nvvm-opt points at the offending op (the first chunk's kernel, line 4).
// RUN: not nvvm-opt %s -p lower-varargs --split-input-file 2>&1 | filecheck %s --check-prefix=LOC
// LOC: errors.mlir:4:1: error: 'llvm.func': kernel @k is variadic
