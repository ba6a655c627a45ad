// MLIR's own LLVM IR translation test mlir/test/Target/LLVMIR/nvvm/prefetch.mlir, as stored at
// llvm/llvm-project@08e6f7eb6656d0b6b0e00b325fa0e35425cc2401 (Apache License v2.0 with LLVM Exceptions,
// https://llvm.org/LICENSE.txt): its functions, the CHECK lines (LLVM IR) left out. Measured by
// tests/test_mlir_target_tests.py.

llvm.func @prefetch_L1(%gen_ptr: !llvm.ptr, %local_ptr: !llvm.ptr<5>, %global_ptr: !llvm.ptr<1>) {
  nvvm.prefetch.L1 %gen_ptr : !llvm.ptr<0>
  nvvm.prefetch.L1 %local_ptr : !llvm.ptr<5>
  nvvm.prefetch.L1 %global_ptr : !llvm.ptr<1>
  llvm.return
}

llvm.func @prefetch_L2(%gen_ptr: !llvm.ptr, %local_ptr: !llvm.ptr<5>, %global_ptr: !llvm.ptr<1>) {
  nvvm.prefetch.L2 %gen_ptr : !llvm.ptr<0>
  nvvm.prefetch.L2 %local_ptr : !llvm.ptr<5>
  nvvm.prefetch.L2 %global_ptr : !llvm.ptr<1>
  llvm.return
}

llvm.func @prefetch_L2_eviction_priority(%global_ptr: !llvm.ptr<1>) {
  nvvm.prefetch.L2 %global_ptr, evict_priority = evict_last : !llvm.ptr<1>
  nvvm.prefetch.L2 %global_ptr, evict_priority = evict_normal : !llvm.ptr<1>
  llvm.return
}

llvm.func @prefetch_L1_uniform(%gen_ptr: !llvm.ptr) {
  nvvm.prefetch.L1.uniform %gen_ptr : !llvm.ptr
  llvm.return
}
