// REQUIRES: ptxas
// nvvm.tcgen05.ld.red (MLIR newer than 22): a tensor-memory load that also reduces each row with
// min/max (i32: the signed reduction; f32: optionally .abs/.NaN). sm_103a/f and sm_110a/f only
// (PTX ISA 8.8): sm_100a and sm_120a have no tcgen05.ld.red. Kept when its results are unused.
// RUN: nvvm-opt %s --sm 103a | filecheck %s
// RUN: nvvm-opt %s --sm 103a > %t.ptx && %ptxas -arch=sm_103a %t.ptx -o %t.cubin
// RUN: nvvm-opt %s --sm 110f > %t110.ptx && %ptxas -arch=sm_110f %t110.ptx -o %t110.cubin
// RUN: not nvvm-opt %s --sm 100a 2>&1 | filecheck %s --check-prefix=SM100

// CHECK:       .version 8.8
// CHECK-LABEL: load_reduce(
// CHECK:         tcgen05.ld.red.sync.aligned.32x32b.x2.min.s32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [[R:%r[0-9]+]], [[[T:%r[0-9]+]]];
// CHECK:         tcgen05.ld.red.sync.aligned.32x32b.x4.max.abs.NaN.f32 {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, [[F:%f[0-9]+]], [[[T]]];
// CHECK:         tcgen05.ld.red.sync.aligned.16x32bx2.x2.min.f32 {%f{{[0-9]+}}, %f{{[0-9]+}}}, %f{{[0-9]+}}, [[[T]]], 8;
// CHECK:         st.global.b32 [%rd{{[0-9]+}}], [[R]];
// CHECK:         st.global.f32 [%rd{{[0-9]+}}+4], [[F]];
// SM100: error: {{.*}}nvvm.tcgen05.ld.red (tcgen05.ld.red) needs sm_103f or sm_103a, but the target is sm_100a
llvm.func @load_reduce(%out: !llvm.ptr<1>, %t: !llvm.ptr<6>) attributes {nvvm.kernel} {
  %o = llvm.mlir.constant(8 : i64) : i64
  %d0, %r0 = nvvm.tcgen05.ld.red min %t shape = shape_32x32b : vector<2xi32>, i32
  %d1, %r1 = nvvm.tcgen05.ld.red max %t shape = shape_32x32b abs nan : vector<4xf32>, f32
  %d2, %r2 = nvvm.tcgen05.ld.red min %t, %o shape = shape_16x32bx2 : vector<2xf32>, f32
  llvm.store %r0, %out : i32, !llvm.ptr<1>
  %g1 = llvm.getelementptr %out[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.store %r1, %g1 : f32, !llvm.ptr<1>
  llvm.return
}
