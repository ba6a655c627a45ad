// gpu.subgroup_mma_* become nvvm.wmma.* as MLIR's convert-gpu-to-nvvm lowers them: a matrix is
// one thread's fragment registers (a struct), `transpose` is the col layout, f32 multiplicands
// are tf32 (m16n16k8), a constant splats every register, elementwise works register by register
// (maxf NaN-propagating: our max.NaN, MLIR's compare-and-select).
// The same checks hold for MLIR 22's own lowering of this file compiled by nvvm-opt.
// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 -o %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin

gpu.module @mma {
  gpu.func @f16_acc(%a: memref<16x32xf16>, %b: memref<32x16xf16>, %c: memref<16x16xf16>) kernel {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %A = gpu.subgroup_mma_load_matrix %a[%c0, %c16] {leadDimension = 32 : index} : memref<16x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %b[%c16, %c0] {leadDimension = 16 : index, transpose} : memref<32x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %C = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
    %D = gpu.subgroup_mma_compute %A, %B, %C {b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    %E = gpu.subgroup_mma_elementwise addf %D, %C : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %E, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
    gpu.return
  }
  gpu.func @tf32_f32_acc(%a: memref<16x8xf32>, %b: memref<8x16xf32>, %c: memref<16x16xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 8 : index} : memref<16x8xf32> -> !gpu.mma_matrix<16x8xf32, "AOp">
    %B = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 16 : index} : memref<8x16xf32> -> !gpu.mma_matrix<8x16xf32, "BOp">
    %C = gpu.subgroup_mma_constant_matrix %one : !gpu.mma_matrix<16x16xf32, "COp">
    %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %E = gpu.subgroup_mma_elementwise maxf %D, %C : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %E, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32, 3>
    gpu.return
  }
}

// CHECK-LABEL: .entry f16_acc(
// CHECK:       wmma.load.a.sync.aligned.row.m16n16k16.f16 {%r{{.*}}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK:       wmma.load.b.sync.aligned.col.m16n16k16.f16 {%r{{.*}}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK:       wmma.load.c.sync.aligned.row.m16n16k16.f16 {%r{{.*}}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK:       wmma.mma.sync.aligned.row.col.m16n16k16.f16.f16
// CHECK:       add.rn
// CHECK:       wmma.store.d.sync.aligned.row.m16n16k16.f16
// CHECK-LABEL: .entry tf32_f32_acc(
// CHECK:       wmma.load.a.sync.aligned.row.m16n16k8.tf32
// CHECK:       wmma.load.b.sync.aligned.row.m16n16k8.tf32
// CHECK:       wmma.mma.sync.aligned.row.row.m16n16k8.f32.tf32.tf32.f32
// CHECK-COUNT-8: {{max.NaN.f32|setp.nan.f32}}
// CHECK:       wmma.store.d.sync.aligned.row.m16n16k16.shared.f32
