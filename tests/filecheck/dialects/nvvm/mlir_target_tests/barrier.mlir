// MLIR's own LLVM IR translation test mlir/test/Target/LLVMIR/nvvm/barrier.mlir, as stored at
// llvm/llvm-project@0d7fef09f82397bffb179a3d104038e0f84e9431 (Apache License v2.0 with LLVM Exceptions,
// https://llvm.org/LICENSE.txt): its functions, the CHECK lines (LLVM IR) left out. Measured by
// tests/test_mlir_target_tests.py.

llvm.func @llvm_nvvm_barrier(%barID : i32, %numberOfThreads : i32, %redOperand : i32) {
  nvvm.barrier
  nvvm.barrier id = %barID
  nvvm.barrier id = %barID number_of_threads = %numberOfThreads
  nvvm.barrier number_of_threads = %numberOfThreads
  %0 = nvvm.barrier.reduction #nvvm.reduction<and> %redOperand -> i32
  %1 = nvvm.barrier.reduction #nvvm.reduction<or> %redOperand -> i32
  %2 = nvvm.barrier.reduction #nvvm.reduction<popc> %redOperand -> i32
  %3 = nvvm.barrier.reduction #nvvm.reduction<and> %redOperand id = %barID -> i32

  nvvm.barrier {aligned = false}
  nvvm.barrier id = %barID number_of_threads = %numberOfThreads {aligned = false}

  %4 = nvvm.barrier.reduction #nvvm.reduction<and> %redOperand -> i32 {aligned = false}
  %5 = nvvm.barrier.reduction #nvvm.reduction<or> %redOperand -> i32 {aligned = false}
  %6 = nvvm.barrier.reduction #nvvm.reduction<popc> %redOperand -> i32 {aligned = false}

  llvm.return
}
