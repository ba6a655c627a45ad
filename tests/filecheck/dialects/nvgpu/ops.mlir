// Every nvgpu op and type in MLIR 22's custom form (the dialect's own types stripped in type
// lists, `num_barriers` elided at its default 1), printed back as mlir-opt-22 prints it
// (tests/test_nvgpu_to_nvvm.py compares the two printings).
// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s | filecheck %s

!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 1>
!bars = !nvgpu.mbarrier.group<num_barriers = 2, memorySpace = 3>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = nan, interleave = none>
!desc = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>

func.func @host(%u: memref<*xf16>, %n: index) -> !map {
  %d = nvgpu.tma.create.descriptor %u box[%n, %n] : memref<*xf16> -> !map
  return %d : !map
}
// CHECK: %{{.*}} = nvgpu.tma.create.descriptor %{{.*}} box[%{{.*}}, %{{.*}}] : memref<*xf16> -> <tensor = memref<64x64xf16, 3 : i64>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = nan, interleave = none>

func.func @barriers(%i: index, %p: i1) {
  %b = nvgpu.mbarrier.create -> !bar
  %g = nvgpu.mbarrier.create -> !bars
  nvgpu.mbarrier.init %b[%i], %i : !bar
  nvgpu.mbarrier.init %g[%i], %i, predicate = %p : !bars
  %t = nvgpu.mbarrier.arrive %b[%i] : !bar -> !nvgpu.mbarrier.token
  %t2 = nvgpu.mbarrier.arrive.nocomplete %g[%i], %i : !bars -> !nvgpu.mbarrier.token
  %w = nvgpu.mbarrier.test.wait %b[%i], %t : !bar, !nvgpu.mbarrier.token
  nvgpu.mbarrier.arrive.expect_tx %g[%i], %i : !bars
  nvgpu.mbarrier.arrive.expect_tx %g[%i], %i, predicate = %p : !bars
  nvgpu.mbarrier.try_wait.parity %g[%i], %p, %i : !bars
  %a = nvgpu.mbarrier.get %g[%i] : !bars -> i64
  return
}
// CHECK:      %{{.*}} = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>>
// CHECK-NEXT: %{{.*}} = nvgpu.mbarrier.create -> <memorySpace = 3 : i64, num_barriers = 2>
// CHECK-NEXT: nvgpu.mbarrier.init %{{.*}}[%{{.*}}], %{{.*}} : <memorySpace = #gpu.address_space<workgroup>>
// CHECK-NEXT: nvgpu.mbarrier.init %{{.*}}[%{{.*}}], %{{.*}}, predicate = %{{.*}} : <memorySpace = 3 : i64, num_barriers = 2>
// CHECK-NEXT: %{{.*}} = nvgpu.mbarrier.arrive %{{.*}}[%{{.*}}] : <memorySpace = #gpu.address_space<workgroup>> -> !nvgpu.mbarrier.token
// CHECK-NEXT: %{{.*}} = nvgpu.mbarrier.arrive.nocomplete %{{.*}}[%{{.*}}], %{{.*}} : <memorySpace = 3 : i64, num_barriers = 2> -> !nvgpu.mbarrier.token
// CHECK-NEXT: %{{.*}} = nvgpu.mbarrier.test.wait %{{.*}}[%{{.*}}], %{{.*}} : <memorySpace = #gpu.address_space<workgroup>>, !nvgpu.mbarrier.token
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %{{.*}}[%{{.*}}], %{{.*}} : <memorySpace = 3 : i64, num_barriers = 2>
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %{{.*}}[%{{.*}}], %{{.*}}, predicate = %{{.*}} : <memorySpace = 3 : i64, num_barriers = 2>
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : <memorySpace = 3 : i64, num_barriers = 2>
// CHECK-NEXT: %{{.*}} = nvgpu.mbarrier.get %{{.*}}[%{{.*}}] : <memorySpace = 3 : i64, num_barriers = 2> -> i64

func.func @tma(%d: !map, %g: !bars, %s: memref<64x64xf16, 3>, %i: index, %m: i16, %p: i1) {
  nvgpu.tma.prefetch.descriptor %d : !map
  nvgpu.tma.prefetch.descriptor %d, predicate = %p : !map
  nvgpu.tma.fence.descriptor %d : !map
  nvgpu.tma.async.load %d[%i, %i], %g[%i] to %s : !map, !bars -> memref<64x64xf16, 3>
  nvgpu.tma.async.load %d[%i, %i], %g[%i] to %s multicast_mask = %m, predicate = %p : !map, !bars -> memref<64x64xf16, 3>
  nvgpu.tma.async.store %s to %d[%i, %i] : memref<64x64xf16, 3> -> !map
  nvgpu.tma.async.store %s to %d[%i, %i], predicate = %p : memref<64x64xf16, 3> -> !map
  return
}
// CHECK:      nvgpu.tma.prefetch.descriptor %{{.*}} : <tensor = memref<64x64xf16, 3 : i64>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = nan, interleave = none>
// CHECK-NEXT: nvgpu.tma.prefetch.descriptor %{{.*}}, predicate = %{{.*}} : <tensor
// CHECK-NEXT: nvgpu.tma.fence.descriptor %{{.*}} : <tensor
// CHECK-NEXT: nvgpu.tma.async.load %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}] to %{{.*}} : <tensor = {{.*}}>, <memorySpace = 3 : i64, num_barriers = 2> -> memref<64x64xf16, 3 : i64>
// CHECK-NEXT: nvgpu.tma.async.load %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}] to %{{.*}} multicast_mask = %{{.*}}, predicate = %{{.*}} : <tensor
// CHECK-NEXT: nvgpu.tma.async.store %{{.*}} to %{{.*}}[%{{.*}}, %{{.*}}] : memref<64x64xf16, 3 : i64> -> <tensor
// CHECK-NEXT: nvgpu.tma.async.store %{{.*}} to %{{.*}}[%{{.*}}, %{{.*}}], predicate = %{{.*}} : memref<64x64xf16, 3 : i64> -> <tensor

func.func @warpgroup(%s: memref<64x64xf16, 3>, %d: !map, %out: memref<64x64xf32, 3>) {
  %a = nvgpu.warpgroup.generate.descriptor %s, %d : memref<64x64xf16, 3>, !map -> !desc
  %z = nvgpu.warpgroup.mma.init.accumulator -> !acc
  %r = nvgpu.warpgroup.mma %a, %a, %z {transposeB, waitGroup = 2 : i64} : !desc, !desc, !acc -> !acc
  nvgpu.warpgroup.mma.store %r, %out : !acc to memref<64x64xf32, 3>
  return
}
// CHECK:      %{{.*}} = nvgpu.warpgroup.generate.descriptor %{{.*}}, %{{.*}} : memref<64x64xf16, 3 : i64>, <tensor = {{.*}}> -> <tensor = memref<64x64xf16, 3 : i64>>
// CHECK-NEXT: %{{.*}} = nvgpu.warpgroup.mma.init.accumulator -> <fragmented = vector<64x64xf32>>
// CHECK-NEXT: %{{.*}} = nvgpu.warpgroup.mma %{{.*}}, %{{.*}}, %{{.*}} {transposeB, waitGroup = 2 : i64} : <tensor = memref<64x64xf16, 3 : i64>>, <tensor = memref<64x64xf16, 3 : i64>>, <fragmented = vector<64x64xf32>> -> <fragmented = vector<64x64xf32>>
// CHECK-NEXT: nvgpu.warpgroup.mma.store %{{.*}}, %{{.*}} : <fragmented = vector<64x64xf32>> to memref<64x64xf32, 3 : i64>

func.func @async_copy(%g: memref<128xf32>, %s: memref<128xf32, 3>, %i: index) {
  %t = nvgpu.device_async_copy %g[%i], %s[%i], 4 : memref<128xf32> to memref<128xf32, 3>
  %t2 = nvgpu.device_async_copy %g[%i], %s[%i], 4, %i {bypassL1} : memref<128xf32> to memref<128xf32, 3>
  %grp = nvgpu.device_async_create_group %t, %t2
  nvgpu.device_async_wait %grp
  nvgpu.device_async_wait %grp {numGroups = 1 : i32}
  return
}
// CHECK:      %{{.*}} = nvgpu.device_async_copy %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}], 4 : memref<128xf32> to memref<128xf32, 3 : i64>
// CHECK-NEXT: %{{.*}} = nvgpu.device_async_copy %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}], 4, %{{.*}} {bypassL1} : memref<128xf32> to memref<128xf32, 3 : i64>
// CHECK-NEXT: %{{.*}} = nvgpu.device_async_create_group %{{.*}}, %{{.*}}
// CHECK-NEXT: nvgpu.device_async_wait %{{.*}}
// CHECK-NEXT: nvgpu.device_async_wait %{{.*}} {numGroups = 1 : i32}

func.func @matrix(%m: memref<16x16xf16, 3>, %i: index, %a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>) {
  %r = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<16x16xf16, 3> -> vector<4x2xf16>
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return
}
// CHECK:      %{{.*}} = nvgpu.ldmatrix %{{.*}}[%{{.*}}, %{{.*}}] {numTiles = 4 : i32, transpose = false} : memref<16x16xf16, 3 : i64> -> vector<4x2xf16>
// CHECK-NEXT: %{{.*}} = nvgpu.mma.sync(%{{.*}}, %{{.*}}, %{{.*}}) {mmaShape = [16 : i64, 8 : i64, 16 : i64]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>

func.func @reciprocal(%v: vector<4xf32>, %w: vector<2x2xf32>) {
  %r = nvgpu.rcp %v {rounding = approx, ftz} : vector<4xf32>
  %s = nvgpu.rcp %w {rounding = approx, ftz} : vector<2x2xf32>
  return
}
// CHECK:      %{{.*}} = nvgpu.rcp %{{[a-z0-9_]+}}{rounding =  approx, ftz} : vector<4xf32>
// CHECK-NEXT: %{{.*}} = nvgpu.rcp %{{[a-z0-9_]+}}{rounding =  approx, ftz} : vector<2x2xf32>
