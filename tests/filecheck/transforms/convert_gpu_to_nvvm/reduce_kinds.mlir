// Every reduction MLIR's gpu dialect names (GPUBase.td's AllReduceOperation), by
// gpu.all_reduce (warp butterfly, shared slots, second butterfly) and gpu.subgroup_reduce (the
// whole warp for floats; a cluster of 4 lanes 2 apart for integers: xor shuffles by 4 then 2).
// maximumf/minimumf propagate NaN (max.NaN), maxnumf/minnumf do not. Assembled by ptxas.
// reduce_kinds_mlir22.mlir compiles MLIR's own lowering of this file.
// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 -o %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin

gpu.module @reductions {
  gpu.func @all_kinds(%fi: memref<64xf32>, %ii: memref<64xi32>, %fo: memref<64xf32>, %io: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %t = gpu.thread_id x
    %v = memref.load %fi[%t] : memref<64xf32>
    %i = memref.load %ii[%t] : memref<64xi32>
    %af_add = gpu.all_reduce add %v uniform {} : (f32) -> f32
    %c0 = arith.constant 0 : index
    memref.store %af_add, %fo[%c0] : memref<64xf32>
    %sf_add = gpu.subgroup_reduce add %v : (f32) -> f32
    %c1 = arith.constant 1 : index
    memref.store %sf_add, %fo[%c1] : memref<64xf32>
    %af_mul = gpu.all_reduce mul %v uniform {} : (f32) -> f32
    %c2 = arith.constant 2 : index
    memref.store %af_mul, %fo[%c2] : memref<64xf32>
    %sf_mul = gpu.subgroup_reduce mul %v : (f32) -> f32
    %c3 = arith.constant 3 : index
    memref.store %sf_mul, %fo[%c3] : memref<64xf32>
    %af_minnumf = gpu.all_reduce minnumf %v uniform {} : (f32) -> f32
    %c4 = arith.constant 4 : index
    memref.store %af_minnumf, %fo[%c4] : memref<64xf32>
    %sf_minnumf = gpu.subgroup_reduce minnumf %v : (f32) -> f32
    %c5 = arith.constant 5 : index
    memref.store %sf_minnumf, %fo[%c5] : memref<64xf32>
    %af_maxnumf = gpu.all_reduce maxnumf %v uniform {} : (f32) -> f32
    %c6 = arith.constant 6 : index
    memref.store %af_maxnumf, %fo[%c6] : memref<64xf32>
    %sf_maxnumf = gpu.subgroup_reduce maxnumf %v : (f32) -> f32
    %c7 = arith.constant 7 : index
    memref.store %sf_maxnumf, %fo[%c7] : memref<64xf32>
    %af_minimumf = gpu.all_reduce minimumf %v uniform {} : (f32) -> f32
    %c8 = arith.constant 8 : index
    memref.store %af_minimumf, %fo[%c8] : memref<64xf32>
    %sf_minimumf = gpu.subgroup_reduce minimumf %v : (f32) -> f32
    %c9 = arith.constant 9 : index
    memref.store %sf_minimumf, %fo[%c9] : memref<64xf32>
    %af_maximumf = gpu.all_reduce maximumf %v uniform {} : (f32) -> f32
    %c10 = arith.constant 10 : index
    memref.store %af_maximumf, %fo[%c10] : memref<64xf32>
    %sf_maximumf = gpu.subgroup_reduce maximumf %v : (f32) -> f32
    %c11 = arith.constant 11 : index
    memref.store %sf_maximumf, %fo[%c11] : memref<64xf32>
    %ai_add = gpu.all_reduce add %i uniform {} : (i32) -> i32
    %c12 = arith.constant 12 : index
    memref.store %ai_add, %io[%c12] : memref<64xi32>
    %si_add = gpu.subgroup_reduce add %i cluster(size = 4, stride = 2) : (i32) -> i32
    %c13 = arith.constant 13 : index
    memref.store %si_add, %io[%c13] : memref<64xi32>
    %ai_mul = gpu.all_reduce mul %i uniform {} : (i32) -> i32
    %c14 = arith.constant 14 : index
    memref.store %ai_mul, %io[%c14] : memref<64xi32>
    %si_mul = gpu.subgroup_reduce mul %i cluster(size = 4, stride = 2) : (i32) -> i32
    %c15 = arith.constant 15 : index
    memref.store %si_mul, %io[%c15] : memref<64xi32>
    %ai_minui = gpu.all_reduce minui %i uniform {} : (i32) -> i32
    %c16 = arith.constant 16 : index
    memref.store %ai_minui, %io[%c16] : memref<64xi32>
    %si_minui = gpu.subgroup_reduce minui %i cluster(size = 4, stride = 2) : (i32) -> i32
    %c17 = arith.constant 17 : index
    memref.store %si_minui, %io[%c17] : memref<64xi32>
    %ai_minsi = gpu.all_reduce minsi %i uniform {} : (i32) -> i32
    %c18 = arith.constant 18 : index
    memref.store %ai_minsi, %io[%c18] : memref<64xi32>
    %si_minsi = gpu.subgroup_reduce minsi %i cluster(size = 4, stride = 2) : (i32) -> i32
    %c19 = arith.constant 19 : index
    memref.store %si_minsi, %io[%c19] : memref<64xi32>
    %ai_maxui = gpu.all_reduce maxui %i uniform {} : (i32) -> i32
    %c20 = arith.constant 20 : index
    memref.store %ai_maxui, %io[%c20] : memref<64xi32>
    %si_maxui = gpu.subgroup_reduce maxui %i cluster(size = 4, stride = 2) : (i32) -> i32
    %c21 = arith.constant 21 : index
    memref.store %si_maxui, %io[%c21] : memref<64xi32>
    %ai_maxsi = gpu.all_reduce maxsi %i uniform {} : (i32) -> i32
    %c22 = arith.constant 22 : index
    memref.store %ai_maxsi, %io[%c22] : memref<64xi32>
    %si_maxsi = gpu.subgroup_reduce maxsi %i cluster(size = 4, stride = 2) : (i32) -> i32
    %c23 = arith.constant 23 : index
    memref.store %si_maxsi, %io[%c23] : memref<64xi32>
    %ai_and = gpu.all_reduce and %i uniform {} : (i32) -> i32
    %c24 = arith.constant 24 : index
    memref.store %ai_and, %io[%c24] : memref<64xi32>
    %si_and = gpu.subgroup_reduce and %i cluster(size = 4, stride = 2) : (i32) -> i32
    %c25 = arith.constant 25 : index
    memref.store %si_and, %io[%c25] : memref<64xi32>
    %ai_or = gpu.all_reduce or %i uniform {} : (i32) -> i32
    %c26 = arith.constant 26 : index
    memref.store %ai_or, %io[%c26] : memref<64xi32>
    %si_or = gpu.subgroup_reduce or %i cluster(size = 4, stride = 2) : (i32) -> i32
    %c27 = arith.constant 27 : index
    memref.store %si_or, %io[%c27] : memref<64xi32>
    %ai_xor = gpu.all_reduce xor %i uniform {} : (i32) -> i32
    %c28 = arith.constant 28 : index
    memref.store %ai_xor, %io[%c28] : memref<64xi32>
    %si_xor = gpu.subgroup_reduce xor %i cluster(size = 4, stride = 2) : (i32) -> i32
    %c29 = arith.constant 29 : index
    memref.store %si_xor, %io[%c29] : memref<64xi32>
    gpu.return
  }
}

// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.f32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  add.rn.f32 
// CHECK-NOT:   shfl
// CHECK:       st.global.f32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.f32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  mul.rn.f32 
// CHECK-NOT:   shfl
// CHECK:       st.global.f32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.f32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  min.f32 
// CHECK-NOT:   shfl
// CHECK:       st.global.f32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.f32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  max.f32 
// CHECK-NOT:   shfl
// CHECK:       st.global.f32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.f32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  min.NaN.f32 
// CHECK-NOT:   shfl
// CHECK:       st.global.f32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.f32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  max.NaN.f32 
// CHECK-NOT:   shfl
// CHECK:       st.global.f32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  add.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  add.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  add.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  add.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  add.s32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  add.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  add.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  add.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  add.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  add.s32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  add.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  add.s32 
// CHECK-NOT:   shfl
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  mul.lo.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  mul.lo.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  mul.lo.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  mul.lo.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  mul.lo.s32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  mul.lo.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  mul.lo.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  mul.lo.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  mul.lo.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  mul.lo.s32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  mul.lo.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  mul.lo.s32 
// CHECK-NOT:   shfl
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  min.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  min.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  min.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  min.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  min.u32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  min.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  min.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  min.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  min.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  min.u32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  min.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  min.u32 
// CHECK-NOT:   shfl
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  min.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  min.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  min.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  min.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  min.s32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  min.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  min.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  min.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  min.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  min.s32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  min.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  min.s32 
// CHECK-NOT:   shfl
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  max.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  max.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  max.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  max.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  max.u32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  max.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  max.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  max.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  max.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  max.u32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  max.u32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  max.u32 
// CHECK-NOT:   shfl
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  max.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  max.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  max.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  max.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  max.s32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  max.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  max.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  max.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  max.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  max.s32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  max.s32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  max.s32 
// CHECK-NOT:   shfl
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  and.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  and.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  and.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  and.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  and.b32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  and.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  and.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  and.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  and.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  and.b32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  and.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  and.b32 
// CHECK-NOT:   shfl
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  or.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  or.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  or.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  or.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  or.b32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  or.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  or.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  or.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  or.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  or.b32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  or.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  or.b32 
// CHECK-NOT:   shfl
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  xor.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  xor.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  xor.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  xor.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  xor.b32 
// CHECK:       bar.sync 0;
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NEXT:  xor.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK-NEXT:  xor.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  xor.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  xor.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NEXT:  xor.b32 
// CHECK:       bar.sync 0;
// CHECK:       st.global.b32
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK-NEXT:  xor.b32 
// CHECK:       shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-NEXT:  xor.b32 
// CHECK-NOT:   shfl
// CHECK:       st.global.b32
