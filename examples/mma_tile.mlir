// One warp multiplies a 16x16 f16 tile by a 16x8 f16 tile on the tensor cores:
// d[16][8] (f32) = a[16][16] * b[16][8], with b given transposed (bt[8][16] = b^T) so that both
// operands are read along K. The tiles go through shared memory; ldmatrix hands each thread
// its mma.sync fragments, and each thread writes its four accumulators back.
// Launch: 1 block of 32 threads; needs sm_80 (ldmatrix needs sm_75, this mma shape sm_80).
// nvvm-opt flags: --sm 80
llvm.mlir.global internal @a_tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x f16>
llvm.mlir.global internal @bt_tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<128 x f16>

llvm.func @mma_tile(%a: !llvm.ptr<1>, %bt: !llvm.ptr<1>, %d: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %c15 = llvm.mlir.constant(15 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %c96 = llvm.mlir.constant(96 : i32) : i32
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %lane = nvvm.read.ptx.sreg.tid.x : i32
  %a_s = llvm.mlir.addressof @a_tile : !llvm.ptr<3>
  %bt_s = llvm.mlir.addressof @bt_tile : !llvm.ptr<3>

  // Copy both tiles into shared memory, one 32-bit word (two halves) at a time:
  // a is 128 words (4 per thread), bt is 64 words (2 per thread).
  %w1 = llvm.add %lane, %c32 : i32
  %w2 = llvm.add %lane, %c64 : i32
  %w3 = llvm.add %lane, %c96 : i32
  %ga0 = llvm.getelementptr %a[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %ga1 = llvm.getelementptr %a[%w1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %ga2 = llvm.getelementptr %a[%w2] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %ga3 = llvm.getelementptr %a[%w3] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %va0 = llvm.load %ga0 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %va1 = llvm.load %ga1 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %va2 = llvm.load %ga2 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %va3 = llvm.load %ga3 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %sa0 = llvm.getelementptr %a_s[%lane] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  %sa1 = llvm.getelementptr %a_s[%w1] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  %sa2 = llvm.getelementptr %a_s[%w2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  %sa3 = llvm.getelementptr %a_s[%w3] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  llvm.store %va0, %sa0 {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.store %va1, %sa1 {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.store %va2, %sa2 {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.store %va3, %sa3 {alignment = 4 : i64} : i32, !llvm.ptr<3>
  %gb0 = llvm.getelementptr %bt[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %gb1 = llvm.getelementptr %bt[%w1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %vb0 = llvm.load %gb0 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %vb1 = llvm.load %gb1 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %sb0 = llvm.getelementptr %bt_s[%lane] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  %sb1 = llvm.getelementptr %bt_s[%w1] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  llvm.store %vb0, %sb0 {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.store %vb1, %sb1 {alignment = 4 : i64} : i32, !llvm.ptr<3>
  nvvm.barrier0

  // ldmatrix.x4 over a: lanes 0-15 point at rows 0-15 (k 0-7), lanes 16-31 at rows 0-15 (k 8-15),
  // which yields the A fragments in mma.sync's order.
  %a_row = llvm.and %lane, %c15 : i32
  %a_kblock = llvm.lshr %lane, %c4 : i32
  %a_row_off = llvm.mul %a_row, %c16 : i32
  %a_col = llvm.mul %a_kblock, %c8 : i32
  %a_idx = llvm.add %a_row_off, %a_col : i32
  %a_ptr = llvm.getelementptr %a_s[%a_idx] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
  %afrag = nvvm.ldmatrix %a_ptr {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>

  // ldmatrix.x2 over bt: lanes 0-7 point at rows n = 0-7 (k 0-7), lanes 8-15 at the same rows
  // (k 8-15); each thread gets b[k = 2*(lane%4) + {0,1}][n = lane/4], mma's "col" B fragment.
  %b_row = llvm.and %lane, %c7 : i32
  %b_khalf = llvm.lshr %lane, %c3 : i32
  %b_kblock = llvm.and %b_khalf, %c1 : i32
  %b_row_off = llvm.mul %b_row, %c16 : i32
  %b_col = llvm.mul %b_kblock, %c8 : i32
  %b_idx = llvm.add %b_row_off, %b_col : i32
  %b_ptr = llvm.getelementptr %bt_s[%b_idx] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
  %bfrag = nvvm.ldmatrix %b_ptr {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>

  %a0i = llvm.extractvalue %afrag[0] : !llvm.struct<(i32, i32, i32, i32)>
  %a1i = llvm.extractvalue %afrag[1] : !llvm.struct<(i32, i32, i32, i32)>
  %a2i = llvm.extractvalue %afrag[2] : !llvm.struct<(i32, i32, i32, i32)>
  %a3i = llvm.extractvalue %afrag[3] : !llvm.struct<(i32, i32, i32, i32)>
  %b0i = llvm.extractvalue %bfrag[0] : !llvm.struct<(i32, i32)>
  %b1i = llvm.extractvalue %bfrag[1] : !llvm.struct<(i32, i32)>
  %a0 = llvm.bitcast %a0i : i32 to vector<2xf16>
  %a1 = llvm.bitcast %a1i : i32 to vector<2xf16>
  %a2 = llvm.bitcast %a2i : i32 to vector<2xf16>
  %a3 = llvm.bitcast %a3i : i32 to vector<2xf16>
  %b0 = llvm.bitcast %b0i : i32 to vector<2xf16>
  %b1 = llvm.bitcast %b1i : i32 to vector<2xf16>
  %acc = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%zero, %zero, %zero, %zero]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
    : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>

  // Thread (group g = lane/4, t = lane%4) holds d[g][2t], d[g][2t+1], d[g+8][2t], d[g+8][2t+1].
  %g = llvm.lshr %lane, %c2 : i32
  %t = llvm.and %lane, %c3 : i32
  %col = llvm.mul %t, %c2 : i32
  %row_off = llvm.mul %g, %c8 : i32
  %i0 = llvm.add %row_off, %col : i32
  %i2 = llvm.add %i0, %c64 : i32
  %d0 = llvm.extractvalue %acc[0] : !llvm.struct<(f32, f32, f32, f32)>
  %d1 = llvm.extractvalue %acc[1] : !llvm.struct<(f32, f32, f32, f32)>
  %d2 = llvm.extractvalue %acc[2] : !llvm.struct<(f32, f32, f32, f32)>
  %d3 = llvm.extractvalue %acc[3] : !llvm.struct<(f32, f32, f32, f32)>
  %p0 = llvm.getelementptr %d[%i0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %p1 = llvm.getelementptr %p0[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %p2 = llvm.getelementptr %d[%i2] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %p3 = llvm.getelementptr %p2[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.store %d0, %p0 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.store %d1, %p1 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.store %d2, %p2 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.store %d3, %p3 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
