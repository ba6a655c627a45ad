// REQUIRES: ptxas
// Newer MLIR's `nvvm.barrier number_of_threads = %n` (no id; MLIR's nvvm.mlir test writes it) is
// barrier 0 with a thread count, as llc-22 selects `llvm.nvvm.barrier.cta.sync.aligned.count(0, n)`
// (`bar.sync 0, %r1`).
// RUN: nvvm-opt %s | filecheck %s
// RUN: nvvm-opt %s > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: nvvm-opt %s -t mlir | filecheck %s --check-prefix=MLIR

// CHECK:      ld.param.b32 [[N:%r[0-9]+]], [count_only_param_0];
// CHECK:      bar.sync 0, [[N]];
// MLIR:       nvvm.barrier number_of_threads = %{{.*}}
llvm.func @count_only(%n: i32) attributes {nvvm.kernel} {
  nvvm.barrier number_of_threads = %n
  llvm.return
}
