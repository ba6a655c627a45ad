// RUN: not xdsl-opt %s 2>&1 | filecheck %s
// RUN: not nvvm-opt %s 2>&1 | filecheck %s --check-prefix=NVVM-OPT

"test.op"() {t = #nvvm.target<cpu = "sm_80">} : () -> ()
// CHECK: unknown nvvm.target parameter 'cpu'
// NVVM-OPT: target_invalid.mlir:4:31: error: unknown nvvm.target parameter 'cpu'
