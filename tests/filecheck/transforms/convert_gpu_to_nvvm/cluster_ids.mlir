// The thread-block-cluster ids (sm_90) read the registers MLIR's convert-gpu-to-nvvm reads, and
// the kernel assembles for sm_90a.
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | filecheck %s
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | nvvm-opt -t mlir | filecheck %s
// RUN: %if ptxas %{ nvvm-opt --sm 90a %s -o %t.ptx && %ptxas -arch=sm_90a %t.ptx -o /dev/null %}

gpu.module @m {
  gpu.func @k(%out: memref<8xi32>) kernel {
    %0 = gpu.cluster_id x
    %1 = gpu.cluster_dim y
    %2 = gpu.cluster_block_id z
    %3 = gpu.cluster_dim_blocks x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %i0 = arith.index_cast %0 : index to i32
    memref.store %i0, %out[%c0] : memref<8xi32>
    %i1 = arith.index_cast %1 : index to i32
    memref.store %i1, %out[%c1] : memref<8xi32>
    %i2 = arith.index_cast %2 : index to i32
    memref.store %i2, %out[%c2] : memref<8xi32>
    %i3 = arith.index_cast %3 : index to i32
    memref.store %i3, %out[%c3] : memref<8xi32>
    gpu.return
  }
}
// CHECK: nvvm.read.ptx.sreg.clusterid.x : i32
// CHECK: nvvm.read.ptx.sreg.nclusterid.y : i32
// CHECK: nvvm.read.ptx.sreg.cluster.ctaid.z : i32
// CHECK: nvvm.read.ptx.sreg.cluster.nctaid.x : i32
// CHECK-NOT: gpu.cluster
