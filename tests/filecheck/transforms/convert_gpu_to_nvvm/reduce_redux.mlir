// A `uniform` whole-warp i32 gpu.subgroup_reduce is one redux.sync where the target has it
// (sm_80; MLIR's gpu-lower-to-nvvm-pipeline, mlir/test/Integration/GPU/CUDA/subgroup-reduce-redux.mlir);
// without `uniform`, in a cluster, on another type, for `mul`, or below sm_80: the butterfly.
// RUN: nvvm-opt %s -p 'convert-gpu-to-nvvm{has_redux=true}' | filecheck %s
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | filecheck %s --check-prefix=SHFL
// RUN: nvvm-opt %s --sm 80 | filecheck %s --check-prefix=PTX80
// RUN: nvvm-opt %s --sm 75 | filecheck %s --check-prefix=PTX75
// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 -o %t.ptx && ptxas -arch=sm_80 %t.ptx -o /dev/null

gpu.module @kernels {
  gpu.func @reduce(%out: memref<32xi32>, %f: f32) kernel {
    %tid = gpu.thread_id x
    %v = arith.index_cast %tid : index to i32
    %a = gpu.subgroup_reduce add %v uniform : (i32) -> (i32)
    %b = gpu.subgroup_reduce maxui %a uniform : (i32) -> (i32)
    %c = gpu.subgroup_reduce xor %b : (i32) -> (i32)
    %d = gpu.subgroup_reduce minsi %c uniform cluster(size = 8) : (i32) -> (i32)
    %e = gpu.subgroup_reduce mul %d uniform : (i32) -> (i32)
    %g = gpu.subgroup_reduce add %f uniform : (f32) -> (f32)
    %gi = arith.fptosi %g : f32 to i32
    %s = arith.addi %e, %gi : i32
    memref.store %s, %out[%tid] : memref<32xi32>
    gpu.return
  }
}

// CHECK:      nvvm.redux.sync add %{{.*}}, %{{.*}} : i32 -> i32
// CHECK:      nvvm.redux.sync umax %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NOT:  nvvm.redux.sync
// CHECK:      llvm.return

// SHFL-NOT:   nvvm.redux.sync

// PTX80-COUNT-2: redux.sync.{{add.s32|max.u32}}
// PTX80-NOT:     redux.sync
// PTX75-NOT:     redux.sync
