// RUN: nvvm-opt %s -p printf-lowering -o %t 2>&1 | filecheck %s
// RUN: filecheck %s --input-file=%t --check-prefix=IR

// The format is checked against the promoted arguments; a disagreement is a warning naming
// the argument (the format is argument 1) and the call is still lowered.

llvm.mlir.global internal constant @fmt_ok("%c %hhd %hu %5.2f %-8s %p %% %lld %zu %*.*e %x\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_mismatch("%d %ld %f %s\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @few("%d %d %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @many("%d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @unknown("%d %y\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @mismatch(%l: i64, %i: i32, %x: i32, %d: f64) {
  %fmt = llvm.mlir.addressof @fmt_mismatch : !llvm.ptr
  // CHECK:      format_warnings.mlir:[[# @LINE + 4]]:3: warning: format '%d' expects a 32-bit integer ('int'), but argument 2 has type 'i64'
  // CHECK-NEXT: format_warnings.mlir:[[# @LINE + 3]]:3: warning: format '%ld' expects a 64-bit integer ('long'), but argument 3 has type 'i32'
  // CHECK-NEXT: format_warnings.mlir:[[# @LINE + 2]]:3: warning: format '%f' expects a 'double', but argument 4 has type 'i32'
  // CHECK-NEXT: format_warnings.mlir:[[# @LINE + 1]]:3: warning: format '%s' expects a pointer, but argument 5 has type 'f64'
  %r = llvm.call @printf(%fmt, %l, %i, %x, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32, i32, f64) -> i32
  llvm.return
}

llvm.func @counts(%x: i32) {
  %few = llvm.mlir.addressof @few : !llvm.ptr
  // CHECK-NEXT: format_warnings.mlir:[[# @LINE + 1]]:3: warning: format '%d' expects a 32-bit integer ('int') as argument 3, but printf has only 2 arguments
  %r1 = llvm.call @printf(%few, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %many = llvm.mlir.addressof @many : !llvm.ptr
  // CHECK-NEXT: format_warnings.mlir:[[# @LINE + 1]]:3: warning: too many arguments for the format: argument 3 is not used
  %r2 = llvm.call @printf(%many, %x, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %unknown = llvm.mlir.addressof @unknown : !llvm.ptr
  // CHECK-NEXT: format_warnings.mlir:[[# @LINE + 1]]:3: warning: unknown conversion '%y' in the format
  %r3 = llvm.call @printf(%unknown, %x, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  llvm.return
}
// A format that agrees with its (promoted) arguments: no warning, checked by the CHECK-NOT below.
llvm.func @ok(%c: i8, %s: i16, %f: f32, %str: !llvm.ptr, %l: i64, %w: i32, %d: f64) {
  %fmt = llvm.mlir.addressof @fmt_ok : !llvm.ptr
  %r = llvm.call @printf(%fmt, %c, %c, %s, %f, %str, %str, %l, %l, %w, %w, %d, %c) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i8, i8, i16, f32, !llvm.ptr, !llvm.ptr, i64, i64, i32, i32, f64, i8) -> i32
  llvm.return
}

// CHECK-NOT: warning

// IR-NOT: @printf
// IR-COUNT-5: llvm.call @vprintf
// IR-NOT: @printf
