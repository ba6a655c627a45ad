// One warp multiplies int8 tiles on the tensor cores with nvgpu: A (16x32) and B (stored
// transposed, 8x32) staged in shared memory, read by ldmatrix (x4 and x2, not transposed) as
// vector<4x4xi8> / vector<2x4xi8> fragments, mma.sync m16n8k32 into an i32 accumulator loaded
// from global memory; two of the four results are written back.
module attributes {gpu.container_module} {
  gpu.module @tensor_core {
    memref.global "private" @sA : memref<16x32xi8, 3> {alignment = 16 : i64}
    memref.global "private" @sBt : memref<8x32xi8, 3> {alignment = 16 : i64}
    gpu.func @imma(%a: memref<16x32xi8>, %bt: memref<8x32xi8>, %c: memref<16x8xi32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %lane = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %sa = memref.get_global @sA : memref<16x32xi8, 3>
      %sb = memref.get_global @sBt : memref<8x32xi8, 3>
      %row = arith.remui %lane, %c16 : index
      %half = arith.divui %lane, %c16 : index
      %col0 = arith.muli %half, %c16 : index
      scf.for %j = %c0 to %c16 step %c1 {
        %col = arith.addi %col0, %j : index
        %x = memref.load %a[%row, %col] : memref<16x32xi8>
        memref.store %x, %sa[%row, %col] : memref<16x32xi8, 3>
      }
      %brow = arith.remui %lane, %c8 : index
      %bq = arith.divui %lane, %c8 : index
      %bcol0 = arith.muli %bq, %c8 : index
      scf.for %j = %c0 to %c8 step %c1 {
        %col = arith.addi %bcol0, %j : index
        %y = memref.load %bt[%brow, %col] : memref<8x32xi8>
        memref.store %y, %sb[%brow, %col] : memref<8x32xi8, 3>
      }
      gpu.barrier
      %fa = nvgpu.ldmatrix %sa[%row, %col0] {numTiles = 4 : i32, transpose = false} : memref<16x32xi8, 3> -> vector<4x4xi8>
      %bl = arith.remui %lane, %c16 : index
      %brl = arith.remui %bl, %c8 : index
      %bh = arith.divui %bl, %c8 : index
      %bc = arith.muli %bh, %c16 : index
      %fb = nvgpu.ldmatrix %sb[%brl, %bc] {numTiles = 2 : i32, transpose = false} : memref<8x32xi8, 3> -> vector<2x4xi8>
      %g = arith.divui %lane, %c4 : index
      %q = arith.remui %lane, %c4 : index
      %cc = arith.muli %q, %c2 : index
      %cc1 = arith.addi %cc, %c1 : index
      %g8 = arith.addi %g, %c8 : index
      %i00 = memref.load %c[%g, %cc] : memref<16x8xi32>
      %i01 = memref.load %c[%g, %cc1] : memref<16x8xi32>
      %i10 = memref.load %c[%g8, %cc] : memref<16x8xi32>
      %i11 = memref.load %c[%g8, %cc1] : memref<16x8xi32>
      %r0 = vector.from_elements %i00, %i01 : vector<2xi32>
      %r1 = vector.from_elements %i10, %i11 : vector<2xi32>
      %z = arith.constant dense<0> : vector<2x2xi32>
      %acc0 = vector.insert %r0, %z [0] : vector<2xi32> into vector<2x2xi32>
      %acc = vector.insert %r1, %acc0 [1] : vector<2xi32> into vector<2x2xi32>
      %r = nvgpu.mma.sync (%fa, %fb, %acc) {mmaShape = [16, 8, 32]} : (vector<4x4xi8>, vector<2x4xi8>, vector<2x2xi32>) -> vector<2x2xi32>
      %o00 = vector.extract %r[0, 0] : i32 from vector<2x2xi32>
      %o11 = vector.extract %r[1, 1] : i32 from vector<2x2xi32>
      memref.store %o00, %c[%g, %cc] : memref<16x8xi32>
      memref.store %o11, %c[%g8, %cc1] : memref<16x8xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %a = gpu.alloc () : memref<16x32xi8>
    %bt = gpu.alloc () : memref<8x32xi8>
    %c = gpu.alloc () : memref<16x8xi32>
    gpu.launch_func @tensor_core::@imma blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<16x32xi8>, %bt : memref<8x32xi8>, %c : memref<16x8xi32>)
    return
  }
}
