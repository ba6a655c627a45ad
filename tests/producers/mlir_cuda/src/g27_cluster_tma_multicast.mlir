// A cluster of two blocks (sm_90a) in a gpu.launch: block 0 of the cluster loads a 32x64 bf16
// tile by TMA, multicast to both blocks' shared memory; each block waits on its own mbarrier
// (expect_tx, try_wait.parity), adds its cluster rank and writes half the rows back.
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<32x64xbf16, 3>, swizzle = none, l2promo = l2promo_128b, oob = zero, interleave = none>

memref.global "private" @tile : memref<32x64xbf16, 3> {alignment = 128 : i64}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %t0 = gpu.wait async
  %src, %t1 = gpu.alloc async [%t0] () : memref<32x64xbf16>
  %out, %t2 = gpu.alloc async [%t1] () : memref<2x32x64xbf16>
  %u = memref.cast %src : memref<32x64xbf16> to memref<*xbf16>
  %desc = nvgpu.tma.create.descriptor %u box[%c32, %c64] : memref<*xbf16> -> !map
  gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %c2, %ncy = %c1, %ncz = %c1)
             blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %bytes = arith.constant 4096 : index
    %ticks = arith.constant 10000000 : index
    %false = arith.constant false
    %mask = arith.constant 3 : i16
    %rank = gpu.cluster_block_id x
    %nblocks = gpu.cluster_dim_blocks x
    %first = arith.cmpi eq, %tx, %c0 : index
    %leader = arith.cmpi eq, %rank, %c0 : index
    %bar = nvgpu.mbarrier.create -> !bar
    nvgpu.mbarrier.init %bar[%c0], %k1, predicate = %first : !bar
    nvvm.fence.mbarrier.init
    nvvm.cluster.arrive
    nvvm.cluster.wait
    %tile = memref.get_global @tile : memref<32x64xbf16, 3>
    scf.if %first {
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
      scf.if %leader {
        nvgpu.tma.async.load %desc[%c0, %c0], %bar[%c0] to %tile multicast_mask = %mask : !map, !bar -> memref<32x64xbf16, 3>
      }
    }
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bar
    %ri = arith.index_cast %rank : index to i32
    %rf = arith.sitofp %ri : i32 to bf16
    %rows = arith.divui %c16, %nblocks : index
    scf.for %r = %c0 to %rows step %k1 {
      %rr = arith.muli %rank, %rows : index
      %row = arith.addi %rr, %r : index
      %v = memref.load %tile[%row, %tx] : memref<32x64xbf16, 3>
      %w = arith.addf %v, %rf : bf16
      memref.store %w, %out[%rank, %row, %tx] : memref<2x32x64xbf16>
    }
    gpu.terminator
  }
  gpu.wait [%t2]
  return
}
