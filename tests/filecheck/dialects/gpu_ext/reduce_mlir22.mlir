// gpu.all_reduce / gpu.subgroup_reduce as MLIR 22 prints them: its generic form (the op as
// `#gpu<all_reduce_op ...>`, `cluster_stride` always present) parses, and MLIR parses ours back.
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 %s --mlir-print-op-generic | nvvm-opt -p '' | filecheck %s
// RUN: nvvm-opt %s -p '' | mlir-opt-22 | filecheck %s --check-prefix=MLIR

gpu.module @m {
  gpu.func @k(%v: f32, %i: i32) kernel {
    %a = gpu.all_reduce minimumf %v uniform {} : (f32) -> f32
    %b = gpu.subgroup_reduce maxui %i cluster(size = 16, stride = 2) : (i32) -> i32
    %c = gpu.subgroup_reduce mul %v uniform : (f32) -> f32
    gpu.return
  }
}

// CHECK:      %{{.*}} = gpu.all_reduce minimumf %{{.*}} uniform {
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %{{.*}} = gpu.subgroup_reduce maxui %{{.*}} cluster(size = 16, stride = 2) : (i32) -> i32
// CHECK-NEXT: %{{.*}} = gpu.subgroup_reduce mul %{{.*}} uniform : (f32) -> f32

// MLIR:      gpu.all_reduce minimumf %{{.*}} uniform {
// MLIR:      gpu.subgroup_reduce  maxui %{{.*}} cluster(size = 16, stride = 2) : (i32) -> i32
// MLIR-NEXT: gpu.subgroup_reduce  mul %{{.*}} uniform : (f32) -> f32
