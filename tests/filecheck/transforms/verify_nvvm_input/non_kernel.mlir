// REQUIRES: ptxas
// What makes a kernel (.entry) is `nvvm.kernel` or the ptx_kernel calling convention, as MLIR's
// export and llc-22 decide: `gpu.kernel` alone leaves a device function (.func). Launch bounds
// on a device function are dropped, with a warning.
// RUN: nvvm-opt %s 2>&1 >/dev/null | filecheck %s --check-prefix=WARN
// RUN: nvvm-opt %s 2>/dev/null | filecheck %s
// RUN: nvvm-opt %s 2>/dev/null > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// WARN:      non_kernel.mlir:18:1: warning: @gpu_kernel_only has 'gpu.kernel' but no 'nvvm.kernel': it is a device function (.func), as MLIR and llc make it; add 'nvvm.kernel' to make it a kernel
// WARN-NEXT: non_kernel.mlir:22:1: warning: @bounds has 'gpu.kernel' but no 'nvvm.kernel'
// WARN-NEXT: non_kernel.mlir:22:1: warning: 'nvvm.reqntid', 'nvvm.maxnreg' on @bounds, which is not a kernel: ignored (PTX has launch bounds on .entry only)
// WARN-NOT:  warning

// CHECK:      .visible .func gpu_kernel_only()
// CHECK:      .visible .func bounds()
// CHECK-NOT:  .reqntid
// CHECK-NOT:  .maxnreg
llvm.func @gpu_kernel_only() attributes {gpu.kernel} {
  llvm.return
}

llvm.func @bounds() attributes {gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, nvvm.maxnreg = 32 : i32} {
  llvm.return
}

// CHECK:      .visible .entry both()
// CHECK-NEXT: .reqntid 32, 1, 1
llvm.func @both() attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
  llvm.return
}

// CHECK:      .visible .entry cc()
llvm.func ptx_kernelcc @cc() {
  llvm.return
}
