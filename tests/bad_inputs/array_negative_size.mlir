// An array type with a negative element count (MLIR's count is unsigned).
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<-2147483648 x f16> // ERROR: array element count must not be negative
llvm.func @k() attributes {nvvm.kernel} {
  %t = llvm.mlir.addressof @tile : !llvm.ptr<3>
  llvm.return
}
