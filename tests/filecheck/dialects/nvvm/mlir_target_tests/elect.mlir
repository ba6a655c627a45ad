// MLIR's own LLVM IR translation test mlir/test/Target/LLVMIR/nvvm/elect.mlir, as stored at
// llvm/llvm-project@29a69740b02c064b17e4a3090341f6da4732dc85 (Apache License v2.0 with LLVM Exceptions,
// https://llvm.org/LICENSE.txt): its functions, the CHECK lines (LLVM IR) left out. Measured by
// tests/test_mlir_target_tests.py.

llvm.func @test_nvvm_elect_sync() -> i1 {
  %0 = nvvm.elect.sync -> i1
  llvm.return %0 : i1
}

llvm.func @test_nvvm_elect_sync_mask(%mask : i32) -> i1 {
  %0 = nvvm.elect.sync %mask -> i1
  llvm.return %0 : i1
}
