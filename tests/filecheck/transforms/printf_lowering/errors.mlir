// RUN: xdsl-opt %s -p printf-lowering --split-input-file --verify-diagnostics | filecheck %s

// Input printf-lowering cannot lower is an error on the printf call.

llvm.mlir.global internal constant @fmt("%d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK: argument 3 of printf is an aggregate nested 4 levels deep; at most 3 levels can be packed for vprintf
llvm.func @four_levels(%x: i32, %a: !llvm.struct<(!llvm.struct<(!llvm.struct<(!llvm.array<1 x i32>)>)>)>) {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %x, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, !llvm.struct<(!llvm.struct<(!llvm.struct<(!llvm.array<1 x i32>)>)>)>) -> i32
  llvm.return
}

// -----

// The format must be a string literal.

llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK: The first argument for printf must be a string literal!
llvm.func @format_argument(%fmt: !llvm.ptr, %x: i32) {
  %r = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.mlir.global internal @mutable("%d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK: The first argument for printf must be a string literal!
llvm.func @not_constant(%x: i32) {
  %fmt = llvm.mlir.addressof @mutable : !llvm.ptr
  %r = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.mlir.global internal constant @number(42 : i32) {addr_space = 0 : i32} : i32
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK: The first argument for printf must be a string literal!
llvm.func @not_a_string() {
  %fmt = llvm.mlir.addressof @number : !llvm.ptr
  %r = llvm.call @printf(%fmt) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.mlir.global internal constant @fmt("x%d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// A run-time offset into a literal is not a literal (constant offsets are: format_offset.mlir).
// CHECK: The first argument for printf must be a string literal!
llvm.func @offset_into_literal(%x: i32, %i: i64) {
  %a = llvm.mlir.addressof @fmt : !llvm.ptr
  %fmt = llvm.getelementptr %a[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<5 x i8>
  %r = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.mlir.global internal constant @fmt("%d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK: The first argument for printf must be a string literal!
llvm.func @loaded_format(%slot: !llvm.ptr, %x: i32) {
  %fmt = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %r = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

// A vprintf that is not `i32 (ptr, ptr)` cannot be called.

llvm.mlir.global internal constant @fmt("hi\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK: vprintf must be !llvm.func<i32 (ptr, ptr)> to lower printf calls
llvm.func @vprintf(!llvm.ptr) -> i32

llvm.func @wrong_vprintf() {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.mlir.global internal constant @fmt("hi\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i64

// CHECK: printf returning i64 cannot be lowered: vprintf returns i32
llvm.func @wide_result() -> i64 {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt) vararg(!llvm.func<i64 (ptr, ...)>) : (!llvm.ptr) -> i64
  llvm.return %r : i64
}
