// One warpgroup, sm_90a: two bf16 64x64 tiles arrive by TMA (128-byte swizzle; B with L2 promotion and NaN fill)
// into workgroup globals, tracked by one mbarrier; warpgroup MMA runs twice on a chained f32
// accumulator (A*B, then A*B added), the second with B transposed, and the accumulator is stored
// straight to global memory. The host builds both descriptors; the kernel is a gpu.launch body.
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!mapA = !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!mapB = !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_128b, oob = nan, interleave = none>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>
!tile = memref<64x64xbf16, 3>
memref.global "private" @tA : memref<64x64xbf16, 3> {alignment = 1024 : i64}
memref.global "private" @tB : memref<64x64xbf16, 3> {alignment = 1024 : i64}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %a = gpu.alloc () : memref<64x64xbf16>
  %b = gpu.alloc () : memref<64x64xbf16>
  %d = gpu.alloc () : memref<64x64xf32>
  %ua = memref.cast %a : memref<64x64xbf16> to memref<*xbf16>
  %ub = memref.cast %b : memref<64x64xbf16> to memref<*xbf16>
  %descA = nvgpu.tma.create.descriptor %ua box[%c64, %c64] : memref<*xbf16> -> !mapA
  %descB = nvgpu.tma.create.descriptor %ub box[%c64, %c64] : memref<*xbf16> -> !mapB
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %bytes = arith.constant 16384 : index
    %ticks = arith.constant 10000000 : index
    %false = arith.constant false
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    %bar = nvgpu.mbarrier.create -> !bar
    %sA = memref.get_global @tA : !tile
    %sB = memref.get_global @tB : !tile
    scf.if %first {
      nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      nvgpu.tma.prefetch.descriptor %descA : !mapA
      nvgpu.tma.prefetch.descriptor %descB : !mapB
    }
    gpu.barrier
    scf.if %first {
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
      nvgpu.tma.async.load %descA[%c0, %c0], %bar[%c0] to %sA : !mapA, !bar -> !tile
      nvgpu.tma.async.load %descB[%c0, %c0], %bar[%c0] to %sB : !mapB, !bar -> !tile
    }
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bar
    %dA = nvgpu.warpgroup.generate.descriptor %sA, %descA : !tile, !mapA -> !nvgpu.warpgroup.descriptor<tensor = !tile>
    %dB = nvgpu.warpgroup.generate.descriptor %sB, %descB : !tile, !mapB -> !nvgpu.warpgroup.descriptor<tensor = !tile>
    %init = nvgpu.warpgroup.mma.init.accumulator -> !acc
    %acc1 = nvgpu.warpgroup.mma %dA, %dB, %init : <tensor = !tile>, <tensor = !tile>, !acc -> !acc
    %acc2 = nvgpu.warpgroup.mma %dA, %dB, %acc1 {transposeB} : <tensor = !tile>, <tensor = !tile>, !acc -> !acc
    nvvm.wgmma.wait.group.sync.aligned 0
    nvgpu.warpgroup.mma.store %acc2, %d : !acc to memref<64x64xf32>
    gpu.terminator
  }
  return
}
