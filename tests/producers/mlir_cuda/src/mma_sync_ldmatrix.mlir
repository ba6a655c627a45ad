// One warp multiplies a 16x16 f16 tile by a 16x8 one with nvgpu: the tiles are staged in shared
// memory, read as mma fragments by ldmatrix (four 8x8 tiles for A, two transposed for B) and
// multiplied by mma.sync m16n8k16 into an f32 accumulator that starts as a broadcast zero; each
// thread writes its four results back at the accumulator layout's rows and columns. The host
// code copies the inputs in and the result out on one stream and prints one value.
module attributes {gpu.container_module} {
  gpu.module @tensor_core {
    memref.global "private" @stageA : memref<16x16xf16, 3> {alignment = 16 : i64}
    memref.global "private" @stageB : memref<16x8xf16, 3> {alignment = 16 : i64}
    gpu.func @hmma(%a: memref<16x16xf16>, %b: memref<16x8xf16>, %d: memref<16x8xf32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %lane = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %sa = memref.get_global @stageA : memref<16x16xf16, 3>
      %sb = memref.get_global @stageB : memref<16x8xf16, 3>
      // lane l stages row l % 16 of A (half l / 16 of it) and row l % 16 of B
      %row = arith.remui %lane, %c16 : index
      %half = arith.divui %lane, %c16 : index
      %col0 = arith.muli %half, %c8 : index
      scf.for %j = %c0 to %c8 step %c1 {
        %col = arith.addi %col0, %j : index
        %x = memref.load %a[%row, %col] : memref<16x16xf16>
        memref.store %x, %sa[%row, %col] : memref<16x16xf16, 3>
      }
      %first = arith.cmpi ult, %lane, %c16 : index
      scf.if %first {
        scf.for %j = %c0 to %c8 step %c1 {
          %y = memref.load %b[%row, %j] : memref<16x8xf16>
          memref.store %y, %sb[%row, %j] : memref<16x8xf16, 3>
        }
      }
      gpu.barrier
      %fa = nvgpu.ldmatrix %sa[%row, %col0] {numTiles = 4 : i32, transpose = false} : memref<16x16xf16, 3> -> vector<4x2xf16>
      %fb = nvgpu.ldmatrix %sb[%row, %c0] {numTiles = 2 : i32, transpose = true} : memref<16x8xf16, 3> -> vector<2x2xf16>
      %zero = arith.constant 0.0 : f32
      %acc = vector.broadcast %zero : f32 to vector<2x2xf32>
      %r = nvgpu.mma.sync (%fa, %fb, %acc) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      // accumulator layout: group g = lane / 4 holds rows g and g + 8, columns 2 * (lane % 4) + {0, 1}
      %g = arith.divui %lane, %c4 : index
      %q = arith.remui %lane, %c4 : index
      %cc = arith.muli %q, %c2 : index
      %cc1 = arith.addi %cc, %c1 : index
      %g8 = arith.addi %g, %c8 : index
      %r00 = vector.extract %r[0, 0] : f32 from vector<2x2xf32>
      %r01 = vector.extract %r[0, 1] : f32 from vector<2x2xf32>
      %r10 = vector.extract %r[1, 0] : f32 from vector<2x2xf32>
      %r11 = vector.extract %r[1, 1] : f32 from vector<2x2xf32>
      memref.store %r00, %d[%g, %cc] : memref<16x8xf32>
      memref.store %r01, %d[%g, %cc1] : memref<16x8xf32>
      memref.store %r10, %d[%g8, %cc] : memref<16x8xf32>
      memref.store %r11, %d[%g8, %cc1] : memref<16x8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %ha = memref.alloc() : memref<16x16xf16>
    %hb = memref.alloc() : memref<16x8xf16>
    %hd = memref.alloc() : memref<16x8xf32>
    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] () : memref<16x16xf16>
    %db, %t2 = gpu.alloc async [%t1] () : memref<16x8xf16>
    %dd, %t3 = gpu.alloc async [%t2] () : memref<16x8xf32>
    %t4 = gpu.memcpy async [%t3] %da, %ha : memref<16x16xf16>, memref<16x16xf16>
    %t5 = gpu.memcpy async [%t4] %db, %hb : memref<16x8xf16>, memref<16x8xf16>
    %t6 = gpu.launch_func async [%t5] @tensor_core::@hmma blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%da : memref<16x16xf16>, %db : memref<16x8xf16>, %dd : memref<16x8xf32>)
    %t7 = gpu.memcpy async [%t6] %hd, %dd : memref<16x8xf32>, memref<16x8xf32>
    gpu.wait [%t7]
    %v = memref.load %hd[%c0, %c0] : memref<16x8xf32>
    vector.print %v : f32
    return
  }
}
