// gpu.launch with thread-block clusters (sm_90): the body's cluster ids and sizes read
// gpu.cluster_id / gpu.cluster_dim in the outlined kernel (MLIR's outlining), the launch_func
// keeps `clusters in`; the launch prints back in MLIR's form and the kernel assembles.
// RUN: xdsl-opt %s | filecheck %s --check-prefix=PRINT
// RUN: xdsl-opt %s -p gpu-kernel-outlining | filecheck %s
// RUN: %if ptxas %{ nvvm-opt --sm 90a %s -o %t.ptx && %ptxas -arch=sm_90a %t.ptx -o /dev/null %}

func.func @main(%out: memref<64xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  gpu.launch clusters(%cx, %cy, %cz) in (%sx = %c2, %sy = %c1, %sz = %c1)
             blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%tsx = %c1, %tsy = %c1, %tsz = %c1) {
    %w = arith.muli %cx, %sx : index
    %v = arith.addi %w, %bx : index
    %i = arith.index_cast %v : index to i32
    memref.store %i, %out[%bx] : memref<64xi32>
    gpu.terminator
  }
  return
}
// PRINT: gpu.launch clusters(%cx, %cy, %cz) in (%sx = %c2, %sy = %c1, %sz = %c1) blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%tsx = %c1, %tsy = %c1, %tsz = %c1) {

// CHECK:      gpu.launch_func @main_kernel::@main_kernel clusters in (%c2, %c1, %c1) blocks in (%c8, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<64xi32>)
// CHECK:      gpu.func @main_kernel(%out: memref<64xi32>) kernel
// CHECK-DAG:  %bx = gpu.block_id x
// CHECK-DAG:  %cx = gpu.cluster_id x
// CHECK-DAG:  %sx = gpu.cluster_dim x
// CHECK:      %w = arith.muli %cx, %sx : index
