// One warp: A (16x8 f16) and B (8x8 f16) are copied into shared memory by
// nvgpu.device_async_copy (8 halves per copy: 16-byte cp.async, one group, waited on), read by
// ldmatrix (x2 for A, x1 transposed for B) and multiplied by mma.sync m16n8k8 with an f16
// accumulator loaded from global memory; the result is stored back at the accumulator layout.
module attributes {gpu.container_module} {
  gpu.module @hmma {
    memref.global "private" @sA : memref<16x8xf16, 3> {alignment = 16 : i64}
    memref.global "private" @sB : memref<8x8xf16, 3> {alignment = 16 : i64}
    gpu.func @mma_f16(%a: memref<16x8xf16>, %b: memref<8x8xf16>, %c: memref<16x8xf16>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %lane = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %sa = memref.get_global @sA : memref<16x8xf16, 3>
      %sb = memref.get_global @sB : memref<8x8xf16, 3>
      // lanes 0..15 copy a row of A, lanes 16..23 a row of B
      %isA = arith.cmpi ult, %lane, %c16 : index
      scf.if %isA {
        %t0 = nvgpu.device_async_copy %a[%lane, %c0], %sa[%lane, %c0], 8 : memref<16x8xf16> to memref<16x8xf16, 3>
        %g0 = nvgpu.device_async_create_group %t0
        nvgpu.device_async_wait %g0 {numGroups = 0 : i32}
      } else {
        %rb = arith.subi %lane, %c16 : index
        %isB = arith.cmpi ult, %rb, %c8 : index
        scf.if %isB {
          %t1 = nvgpu.device_async_copy %b[%rb, %c0], %sb[%rb, %c0], 8 {bypassL1} : memref<8x8xf16> to memref<8x8xf16, 3>
          %g1 = nvgpu.device_async_create_group %t1
          nvgpu.device_async_wait %g1
        }
      }
      gpu.barrier
      %r16 = arith.remui %lane, %c16 : index
      %r8 = arith.remui %lane, %c8 : index
      %fa = nvgpu.ldmatrix %sa[%r16, %c0] {numTiles = 2 : i32, transpose = false} : memref<16x8xf16, 3> -> vector<2x2xf16>
      %fb = nvgpu.ldmatrix %sb[%r8, %c0] {numTiles = 1 : i32, transpose = true} : memref<8x8xf16, 3> -> vector<1x2xf16>
      %g = arith.divui %lane, %c4 : index
      %q = arith.remui %lane, %c4 : index
      %cc = arith.muli %q, %c2 : index
      %g8 = arith.addi %g, %c8 : index
      %row0 = vector.load %c[%g, %cc] : memref<16x8xf16>, vector<2xf16>
      %row1 = vector.load %c[%g8, %cc] : memref<16x8xf16>, vector<2xf16>
      %z = arith.constant dense<0.0> : vector<2x2xf16>
      %acc0 = vector.insert %row0, %z [0] : vector<2xf16> into vector<2x2xf16>
      %acc = vector.insert %row1, %acc0 [1] : vector<2xf16> into vector<2x2xf16>
      %r = nvgpu.mma.sync (%fa, %fb, %acc) {mmaShape = [16, 8, 8]} : (vector<2x2xf16>, vector<1x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
      %o0 = vector.extract %r[0] : vector<2xf16> from vector<2x2xf16>
      %o1 = vector.extract %r[1] : vector<2xf16> from vector<2x2xf16>
      vector.store %o0, %c[%g, %cc] : memref<16x8xf16>, vector<2xf16>
      vector.store %o1, %c[%g8, %cc] : memref<16x8xf16>, vector<2xf16>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %a = gpu.alloc () : memref<16x8xf16>
    %b = gpu.alloc () : memref<8x8xf16>
    %c = gpu.alloc () : memref<16x8xf16>
    gpu.launch_func @hmma::@mma_f16 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<16x8xf16>, %b : memref<8x8xf16>, %c : memref<16x8xf16>)
    return
  }
}
