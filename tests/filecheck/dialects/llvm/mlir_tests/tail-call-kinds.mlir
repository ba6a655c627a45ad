// MLIR's mlir/test/Dialect/LLVMIR/tail-call-kinds.mlir, as stored at
// llvm/llvm-project@9bc6c9ea62903bcf52a2a8a22b2b005a3408af9f (an mlir-translate test; its CHECK
// lines are LLVM IR, left out): the whole file, one chunk. tests/test_llvm_mlir_roundtrip.py parses
// it and compares the printed llvm ops with what mlir-opt-22 prints for it.

llvm.func @foo() -> i32

llvm.func @test_none() -> i32 {
  %0 = llvm.call none @foo() : () -> i32
  llvm.return %0 : i32
}

llvm.func @test_default() -> i32 {
  %0 = llvm.call @foo() : () -> i32
  llvm.return %0 : i32
}

llvm.func @test_musttail() -> i32 {
  %0 = llvm.call musttail @foo() : () -> i32
  llvm.return %0 : i32
}

llvm.func @test_tail() -> i32 {
  %0 = llvm.call tail @foo() : () -> i32
  llvm.return %0 : i32
}

llvm.func @test_notail() -> i32 {
  %0 = llvm.call notail @foo() : () -> i32
  llvm.return %0 : i32
}
