// Host code beside a gpu.module: a loop's branch to a block that takes an argument passes none.
// MLIR's verifier rejects it wherever it is; the middle-end passes also walk host code (llvm-lsr
// crashed on it: fuzzer seed 49, mutant 816).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
  llvm.func @host(%c: i1, %n: i32) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb1(%0 : i32)
  ^bb1(%i: i32):
    %1 = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %1, ^bb2, ^bb3
  ^bb2:
    llvm.cond_br %c, ^bb3, ^bb1 // ERROR: 'llvm.cond_br': branch passes 0 operands
  ^bb3:
    llvm.return
  }
}
