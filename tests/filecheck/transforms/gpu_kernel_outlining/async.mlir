// An async gpu.launch is outlined as MLIR's pass does: an async gpu.launch_func on the same
// dependencies, whose token replaces the launch's (the host code goes on waiting on it); with no
// dependencies, none. A second kernel of `f` is `f_kernel` in gpu.module `f_kernel_0`, as MLIR
// names it. Both compile to PTX that assembles.
// RUN: nvvm-opt %s -p gpu-kernel-outlining -t mlir | filecheck %s
// RUN: %if mlir-opt-22 %{ mlir-opt-22 %s --gpu-kernel-outlining | filecheck %s --check-prefix=MLIR %}
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.d && %ptxas -arch=sm_80 %t.d/f_kernel.ptx -o /dev/null && %ptxas -arch=sm_80 %t.d/f_kernel_0.ptx -o /dev/null %}
// CHECK:      %dep = gpu.wait async
// CHECK-NEXT: %t = gpu.launch_func async [%dep] @f_kernel::@f_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
// CHECK-NEXT: %u = gpu.launch_func async @f_kernel_0::@f_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
// CHECK-NEXT: gpu.wait [%t, %u]
// MLIR: gpu.launch_func async [%{{.*}}] @f_kernel::@f_kernel blocks in
// MLIR: gpu.launch_func async @f_kernel_0::@f_kernel blocks in
func.func @f(%m: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %dep = gpu.wait async
  %t = gpu.launch async [%dep] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %z = arith.constant 0.0 : f32
    memref.store %z, %m[%tx] : memref<4xf32>
    gpu.terminator
  }
  %u = gpu.launch async blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  gpu.wait [%t, %u]
  func.return
}
