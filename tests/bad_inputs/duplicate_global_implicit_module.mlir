// A global defined twice, with no `module { }` around (the implicit module has no position):
// reported at the second definition, as MLIR does (fuzzer seed 51, mutant 853).
llvm.mlir.global internal @sums() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<256 x f32>
llvm.mlir.global internal @sums() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<256 x f32> // ERROR: Redefinition of symbol "sums"

llvm.func @k() attributes {nvvm.kernel} {
  llvm.return
}
