// Switches on i64 (large case values) and i8 selectors, and a switch with only a default.
module {
  llvm.func @sw(%a: i64, %b: i8, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %c10 = llvm.mlir.constant(10 : i32) : i32
    %c20 = llvm.mlir.constant(20 : i32) : i32
    %c30 = llvm.mlir.constant(30 : i32) : i32
    llvm.switch %a : i64, ^d1 [
      4294967296: ^x(%c10 : i32),
      -9223372036854775808: ^x(%c20 : i32),
      7: ^x(%c30 : i32)
    ]
  ^d1:
    llvm.switch %b : i8, ^d2 [
      -128: ^x(%c10 : i32),
      127: ^x(%c20 : i32)
    ]
  ^d2:
    llvm.switch %b : i8, ^x(%c30 : i32) [
    ]
  ^x(%v: i32):
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.return
  }
}
