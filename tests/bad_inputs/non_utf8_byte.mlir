// A byte that is not UTF-8 (0xFF) in the input text: located at the byte.
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(1 : i32) : i32 ÿ // ERROR: not UTF-8 text (byte 0xff)
  llvm.return
}
