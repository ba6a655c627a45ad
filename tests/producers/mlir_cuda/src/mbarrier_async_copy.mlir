// A block stages a row of floats into shared memory with cp.async (nvgpu.device_async_copy,
// grouped and waited on), synchronises on one mbarrier with arrive tokens (arrive, arrive.nocomplete,
// test.wait), and writes the tile back to global memory with a TMA store.
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = nan, interleave = none>

memref.global "private" @stage : memref<32x32xf32, 3> {alignment = 128 : i64}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %t0 = gpu.wait async
  %src, %ts = gpu.alloc async [%t0] () : memref<32x32xf32>
  %dst, %td = gpu.alloc async [%t0] () : memref<32x32xf32>
  %ud = memref.cast %dst : memref<32x32xf32> to memref<*xf32>
  %desc = nvgpu.tma.create.descriptor %ud box[%c32, %c32] : memref<*xf32> -> !map
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k3 = arith.constant 3 : index
    %k4 = arith.constant 4 : index
    %n = arith.constant 32 : index
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    %stage = memref.get_global @stage : memref<32x32xf32, 3>
    %col = arith.muli %tid, %k4 : index
    %row = arith.divui %tid, %k4 : index
    %t1 = nvgpu.device_async_copy %src[%row, %col], %stage[%row, %col], 4 : memref<32x32xf32> to memref<32x32xf32, 3>
    %t2 = nvgpu.device_async_copy %src[%tid, %c0], %stage[%tid, %c0], 4, %k3 {bypassL1} : memref<32x32xf32> to memref<32x32xf32, 3>
    %g = nvgpu.device_async_create_group %t1, %t2
    nvgpu.device_async_wait %g {numGroups = 1 : i32}
    %g2 = nvgpu.device_async_create_group %t2
    nvgpu.device_async_wait %g2
    %bar = nvgpu.mbarrier.create -> !bar
    nvgpu.mbarrier.init %bar[%c0], %n : !bar
    gpu.barrier
    %tok = nvgpu.mbarrier.arrive %bar[%c0] : !bar -> !nvgpu.mbarrier.token
    %tok2 = nvgpu.mbarrier.arrive.nocomplete %bar[%c0], %k1 : !bar -> !nvgpu.mbarrier.token
    %done = nvgpu.mbarrier.test.wait %bar[%c0], %tok : !bar, !nvgpu.mbarrier.token
    %ptr = nvgpu.mbarrier.get %bar[%c0] : !bar -> i32
    nvgpu.tma.fence.descriptor %desc : !map
    scf.if %first {
      nvgpu.tma.async.store %stage to %desc[%c0, %k1] : memref<32x32xf32, 3> -> !map
      nvgpu.tma.async.store %stage to %desc[%k3, %c0], predicate = %done : memref<32x32xf32, 3> -> !map
    }
    gpu.terminator
  }
  return
}
