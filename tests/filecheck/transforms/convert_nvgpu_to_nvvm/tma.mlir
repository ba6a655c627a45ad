// TMA copies: nvgpu.tma.async.load/store, prefetch and fence of a tensor map descriptor (a
// generic pointer kernel parameter) become NVVM's bulk-tensor copies, `prefetch tensormap` and
// `fence.proxy.acquire`, coordinates truncated to i32 in the order written.
// RUN: nvvm-opt %s -p convert-nvgpu-to-nvvm | filecheck %s
// RUN: %if ptxas %{ nvvm-opt --sm 90a %s -o %t.ptx && %ptxas -arch=sm_90a %t.ptx -o /dev/null %}

!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<16x32xf32, 3>, swizzle = none, l2promo = l2promo_128b, oob = zero, interleave = none>

gpu.module @m {
  memref.global "private" @tile : memref<16x32xf32, 3> {alignment = 128 : i64}
  gpu.func @k(%desc: !map, %mask: i16) kernel {
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %bytes = arith.constant 2048 : index
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    %tile = memref.get_global @tile : memref<16x32xf32, 3>
    %bar = nvgpu.mbarrier.create -> !bar
    nvgpu.tma.prefetch.descriptor %desc : !map
    nvgpu.tma.prefetch.descriptor %desc, predicate = %leader : !map
    nvgpu.tma.fence.descriptor %desc : !map
    nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
    nvgpu.tma.async.load %desc[%c5, %c7], %bar[%c0] to %tile : !map, !bar -> memref<16x32xf32, 3>
    nvgpu.tma.async.load %desc[%c7, %c5], %bar[%c0] to %tile multicast_mask = %mask, predicate = %leader : !map, !bar -> memref<16x32xf32, 3>
    nvgpu.tma.async.store %tile to %desc[%c5, %c0] : memref<16x32xf32, 3> -> !map
    nvgpu.tma.async.store %tile to %desc[%c0, %c7], predicate = %leader : memref<16x32xf32, 3> -> !map
    gpu.return
  }
}
// CHECK:      gpu.func @k(%desc: !nvgpu.tensormap.descriptor<{{.*}}>, %mask: i16)
// CHECK:      %[[MAP:.*]] = builtin.unrealized_conversion_cast %desc : {{.*}} to !llvm.ptr
// CHECK-NEXT: nvvm.prefetch tensormap, %[[MAP]] : !llvm.ptr
// CHECK:      nvvm.prefetch tensormap, %{{.*}}, predicate = %leader : !llvm.ptr, i1
// CHECK:      %[[SIZE:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT: nvvm.fence.proxy.acquire <sys> %{{.*}}, %[[SIZE]]
// CHECK:      %[[TILE:.*]] = builtin.unrealized_conversion_cast %tile : memref<16x32xf32, 3 : i64> to !llvm.ptr<3>
// CHECK:      %[[DST:.*]] = llvm.addrspacecast %[[TILE]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK:      %[[X:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK-NEXT: %[[Y:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[DST]], %{{.*}}, %{{.*}}, box[%[[X]], %[[Y]]] : !llvm.ptr<7>, !llvm.ptr
// CHECK:      nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}] multicast_mask = %mask predicate = %leader : !llvm.ptr<7>, !llvm.ptr
// CHECK:      nvvm.cp.async.bulk.tensor.global.shared.cta %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}] : !llvm.ptr, <3>
// CHECK:      nvvm.cp.async.bulk.tensor.global.shared.cta %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}], predicate = %leader : !llvm.ptr, <3>
