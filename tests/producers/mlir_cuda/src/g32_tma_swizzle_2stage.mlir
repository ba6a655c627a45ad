// sm_90a: two 64x64 f16 tiles by TMA with 128-byte swizzling into dynamic shared memory, each on
// its own barrier of an `mbarrier.group` of two (`arrive.expect_tx`, `try_wait.parity`), the
// descriptor prefetched, a `gpu.barrier` before the block reads the tiles back column-swapped
// (through `memref.view` of `gpu.dynamic_shared_memory`) and sums them into global memory.
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>

func.func @main() {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %t0 = gpu.wait async
  %src, %t1 = gpu.alloc async [%t0] () : memref<128x64xf16>
  %out, %t2 = gpu.alloc async [%t1] () : memref<64x64xf32>
  %u = memref.cast %src : memref<128x64xf16> to memref<*xf16>
  %desc = nvgpu.tma.create.descriptor %u box[%c64, %c64] : memref<*xf16> -> !map
  %smem = arith.constant 16384 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1)
             dynamic_shared_memory_size %smem {
    %c0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k64 = arith.constant 64 : index
    %k8192 = arith.constant 8192 : index
    %bytes = arith.constant 8192 : index
    %ticks = arith.constant 10000000 : index
    %false = arith.constant false
    %first = arith.cmpi eq, %tx, %c0 : index
    %bars = nvgpu.mbarrier.create -> !bars
    nvgpu.mbarrier.init %bars[%c0], %k1, predicate = %first : !bars
    nvgpu.mbarrier.init %bars[%k1], %k1, predicate = %first : !bars
    nvgpu.tma.prefetch.descriptor %desc : !map
    gpu.barrier
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %a = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
    %b = memref.view %dyn[%k8192][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
    scf.if %first {
      nvgpu.mbarrier.arrive.expect_tx %bars[%c0], %bytes : !bars
      nvgpu.tma.async.load %desc[%c0, %c0], %bars[%c0] to %a : !map, !bars -> memref<64x64xf16, #gpu.address_space<workgroup>>
      nvgpu.mbarrier.arrive.expect_tx %bars[%k1], %bytes : !bars
      nvgpu.tma.async.load %desc[%c0, %k64], %bars[%k1] to %b : !map, !bars -> memref<64x64xf16, #gpu.address_space<workgroup>>
    }
    nvgpu.mbarrier.try_wait.parity %bars[%c0], %false, %ticks : !bars
    nvgpu.mbarrier.try_wait.parity %bars[%k1], %false, %ticks : !bars
    %half = arith.divui %tx, %k64 : index
    %col = arith.remui %tx, %k64 : index
    %k63 = arith.constant 63 : index
    %mirror = arith.subi %k63, %col : index
    scf.for %r = %half to %k64 step %k1 {
      %x = memref.load %a[%r, %col] : memref<64x64xf16, #gpu.address_space<workgroup>>
      %y = memref.load %b[%r, %mirror] : memref<64x64xf16, #gpu.address_space<workgroup>>
      %xf = arith.extf %x : f16 to f32
      %yf = arith.extf %y : f16 to f32
      %s = arith.addf %xf, %yf : f32
      memref.store %s, %out[%r, %col] : memref<64x64xf32>
    }
    gpu.terminator
  }
  gpu.wait [%t2]
  return
}
