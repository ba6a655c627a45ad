// A matrix carried around a loop (scf.for iter_args): the accumulator's eight f32 registers are
// the loop's block arguments, each wmma.mma reads the previous iteration's and the store after
// the loop the last ones.
// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 -o %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin

gpu.module @m {
  gpu.func @k(%a: memref<16x64xf16>, %b: memref<64x16xf16>, %c: memref<16x16xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %z = arith.constant 0.0 : f32
    %C0 = gpu.subgroup_mma_constant_matrix %z : !gpu.mma_matrix<16x16xf32, "COp">
    %R = scf.for %k = %c0 to %c64 step %c16 iter_args(%acc = %C0) -> (!gpu.mma_matrix<16x16xf32, "COp">) {
      %A = gpu.subgroup_mma_load_matrix %a[%c0, %k] {leadDimension = 64 : index} : memref<16x64xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      %B = gpu.subgroup_mma_load_matrix %b[%k, %c0] {leadDimension = 16 : index} : memref<64x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
      %D = gpu.subgroup_mma_compute %A, %B, %acc : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      scf.yield %D : !gpu.mma_matrix<16x16xf32, "COp">
    }
    gpu.subgroup_mma_store_matrix %R, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.return
  }
}

// CHECK:       [[LOOP:\$L__BB0_[0-9]+]]:
// CHECK:       wmma.load.a.sync.aligned.row.m16n16k16.f16
// CHECK:       wmma.load.b.sync.aligned.row.m16n16k16.f16
// CHECK:       wmma.mma.sync.aligned.row.row.m16n16k16.f32.f32 {[[D:%f[0-9]+]], {{.*}}}, {{.*}}, {[[ACC:%f[0-9]+]], %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}};
// CHECK:       mov.f32 [[ACC]], [[D]];
// CHECK:       bra.uni [[LOOP]];
// CHECK:       wmma.store.d.sync.aligned.row.m16n16k16.f32 [%rd{{[0-9]+}}], {[[ACC]],
