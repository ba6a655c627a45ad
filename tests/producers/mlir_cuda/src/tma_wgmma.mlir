// One warpgroup (128 threads) multiplies a 64x64 f16 tile by another with warpgroup MMA:
// the tiles arrive by TMA into dynamic shared memory, tracked by a group of two mbarriers
// (expect_tx, try_wait.parity); the f32 accumulator is stored back to shared memory, then global.
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!mapA = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!mapB = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>

memref.global "private" @tiles : memref<0xf16, 3> {alignment = 128 : i64}
memref.global "private" @result : memref<64x64xf32, 3> {alignment = 16 : i64}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %smem = arith.constant 16384 : i32
  %t0 = gpu.wait async
  %a, %ta = gpu.alloc async [%t0] () : memref<64x64xf16>
  %b, %tb = gpu.alloc async [%t0] () : memref<64x64xf16>
  %d, %td = gpu.alloc async [%t0] () : memref<64x64xf32>
  %ua = memref.cast %a : memref<64x64xf16> to memref<*xf16>
  %ub = memref.cast %b : memref<64x64xf16> to memref<*xf16>
  %descA = nvgpu.tma.create.descriptor %ua box[%c64, %c64] : memref<*xf16> -> !mapA
  %descB = nvgpu.tma.create.descriptor %ub box[%c64, %c64] : memref<*xf16> -> !mapB
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1)
             dynamic_shared_memory_size %smem {
    %c0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %bytes = arith.constant 16384 : index
    %ticks = arith.constant 1000000 : index
    %false = arith.constant false
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    %bar = nvgpu.mbarrier.create -> !bars
    nvgpu.mbarrier.init %bar[%c0], %k1 : !bars
    nvgpu.mbarrier.init %bar[%k1], %k1, predicate = %first : !bars
    nvgpu.tma.prefetch.descriptor %descA : !mapA
    nvgpu.tma.prefetch.descriptor %descB, predicate = %first : !mapB
    gpu.barrier
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %sA = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
    %offB = arith.constant 8192 : index
    %sB = memref.view %dyn[%offB][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
    scf.if %first {
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bars
      nvgpu.tma.async.load %descA[%c0, %c0], %bar[%c0] to %sA : !mapA, !bars -> memref<64x64xf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %descB[%c0, %c0], %bar[%c0] to %sB, predicate = %first : !mapB, !bars -> memref<64x64xf16, #gpu.address_space<workgroup>>
    } else {
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c0, predicate = %first : !bars
    }
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bars
    %init = nvgpu.warpgroup.mma.init.accumulator -> !acc
    %dA = nvgpu.warpgroup.generate.descriptor %sA, %descA : memref<64x64xf16, #gpu.address_space<workgroup>>, !mapA -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, #gpu.address_space<workgroup>>>
    %dB = nvgpu.warpgroup.generate.descriptor %sB, %descB : memref<64x64xf16, #gpu.address_space<workgroup>>, !mapB -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, #gpu.address_space<workgroup>>>
    %acc = nvgpu.warpgroup.mma %dA, %dB, %init {transposeB} : <tensor = memref<64x64xf16, #gpu.address_space<workgroup>>>, <tensor = memref<64x64xf16, #gpu.address_space<workgroup>>>, !acc -> !acc
    nvvm.wgmma.wait.group.sync.aligned 0
    %res = memref.get_global @result : memref<64x64xf32, 3>
    nvgpu.warpgroup.mma.store %acc, %res : !acc to memref<64x64xf32, 3>
    gpu.barrier
    %row = arith.divui %tid, %c16 : index
    %v = memref.load %res[%row, %c0] : memref<64x64xf32, 3>
    memref.store %v, %d[%row, %c0] : memref<64x64xf32>
    gpu.terminator
  }
  return
}
