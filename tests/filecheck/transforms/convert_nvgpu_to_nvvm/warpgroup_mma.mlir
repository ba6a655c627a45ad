// Warpgroup MMA: a 128x64 bf16 A (two 64-row blocks) times a 64x64 B is eight wgmma.mma_async
// m64n64k16 steps between one fence and one commit/wait; the matrix descriptors carry the
// 128-byte swizzle (bit 62), the stride 64 (bit 32) and the leading dimension rows*128>>4 (bit 16),
// each step advanced by its tile's byte offset >> 4.
// RUN: nvvm-opt %s -p convert-nvgpu-to-nvvm | filecheck %s
// RUN: %if ptxas %{ nvvm-opt --sm 90a %s -o %t.ptx && %ptxas -arch=sm_90a %t.ptx -o /dev/null %}

!mapA = !nvgpu.tensormap.descriptor<tensor = memref<128x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!mapB = !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x64xf32>>

gpu.module @m {
  memref.global "private" @a : memref<128x64xbf16, 3> {alignment = 1024 : i64}
  memref.global "private" @b : memref<64x64xbf16, 3> {alignment = 1024 : i64}
  memref.global "private" @d : memref<128x64xf32, 3> {alignment = 16 : i64}
  gpu.func @k(%mapA: !mapA, %mapB: !mapB) kernel {
    %a = memref.get_global @a : memref<128x64xbf16, 3>
    %b = memref.get_global @b : memref<64x64xbf16, 3>
    %d = memref.get_global @d : memref<128x64xf32, 3>
    %dA = nvgpu.warpgroup.generate.descriptor %a, %mapA : memref<128x64xbf16, 3>, !mapA -> !nvgpu.warpgroup.descriptor<tensor = memref<128x64xbf16, 3>>
    %dB = nvgpu.warpgroup.generate.descriptor %b, %mapB : memref<64x64xbf16, 3>, !mapB -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xbf16, 3>>
    %zero = nvgpu.warpgroup.mma.init.accumulator -> !acc
    %acc = nvgpu.warpgroup.mma %dA, %dB, %zero {transposeB, waitGroup = 0 : i64} : <tensor = memref<128x64xbf16, 3>>, <tensor = memref<64x64xbf16, 3>>, !acc -> !acc
    nvgpu.warpgroup.mma.store %acc, %d : !acc to memref<128x64xf32, 3>
    gpu.return
  }
}
// CHECK:      %[[ADDRESS:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[SHIFT:.*]] = llvm.mlir.constant(46) : i64
// CHECK-NEXT: %[[HIGH:.*]] = llvm.shl %[[ADDRESS]], %[[SHIFT]] : i64
// CHECK-NEXT: %[[SHIFT2:.*]] = llvm.mlir.constant(50) : i64
// CHECK-NEXT: %[[START:.*]] = llvm.lshr %[[HIGH]], %[[SHIFT2]] : i64
// CHECK-NEXT: %[[FIELDS:.*]] = llvm.mlir.constant(4611686293372403712) : i64
// CHECK-NEXT: %[[DESC_A:.*]] = llvm.or %[[START]], %[[FIELDS]] : i64
// CHECK:      llvm.mlir.constant(4611686293338849280) : i64
// CHECK:      llvm.mlir.poison : !llvm.struct<(!llvm.struct<([[F32S:(f32, ){31}f32]])>, !llvm.struct<([[F32S]])>)>
// CHECK:      nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>, D[<f32>, <one>, <wrapped>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <row>]
// CHECK:      %[[STEP:.*]] = llvm.mlir.constant(512) : i64
// CHECK-NEXT: llvm.add %[[DESC_A]], %[[STEP]] : i64
// CHECK-COUNT-4: nvvm.wgmma.mma_async
// CHECK:      nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK:      nvvm.read.ptx.sreg.tid.x : i32
// CHECK-COUNT-64: memref.store
