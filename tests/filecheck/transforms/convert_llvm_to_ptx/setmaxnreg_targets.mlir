// REQUIRES: ptxas
// setmaxnreg exists on every arch- or family-specific target from sm_90a on (sm_90a, sm_100a,
// sm_100f, sm_103a, sm_110a, sm_120a, sm_120f...: ptxas 13 assembles it on each, and rejects
// it on plain sm_90, sm_100 and sm_120). Triton 3.9's warp-specialized kernels use it on sm_100a.
// RUN: nvvm-opt %s --sm 100a > %t100a.ptx && %ptxas -arch=sm_100a %t100a.ptx -o %t100a.cubin
// RUN: nvvm-opt %s --sm 100f > %t100f.ptx && %ptxas -arch=sm_100f %t100f.ptx -o %t100f.cubin
// RUN: nvvm-opt %s --sm 120a | filecheck %s
// RUN: nvvm-opt %s --sm 120a > %t120a.ptx && %ptxas -arch=sm_120a %t120a.ptx -o %t120a.cubin
// RUN: not nvvm-opt %s --sm 100 2>&1 | filecheck %s --check-prefix=PLAIN
// CHECK: .target sm_120a
// CHECK: setmaxnreg.inc.sync.aligned.u32 232;
// PLAIN: setmaxnreg_targets.mlir:14:3: error: 'nvvm.setmaxregister': setmaxnreg needs sm_90a or a newer arch- or family-specific target, but the target is sm_100: pass --sm 90a to nvvm-opt (sm=90a to the pass)
llvm.func @consumer() attributes {nvvm.kernel} {
  nvvm.setmaxregister increase 232
  llvm.return
}
