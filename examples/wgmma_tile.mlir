// One warpgroup (128 threads) multiplies a 64x16 f16 tile by a 16x8 f16 tile with wgmma:
// d[64][8] (f32) = a[64][16] * b[16][8], with b given transposed (bt[8][16] = b^T), so both
// operands are K-major. The tiles are copied into shared memory in the layout wgmma reads
// without swizzling: 8x8 "core matrices" of 128 contiguous bytes (8 rows of 16 bytes); for a,
// core matrix (row group i, k half j) sits at byte (2i + j) * 128, so the next core matrix along
// K is 128 bytes on (the descriptor's leading byte offset) and the next along M 256 bytes on
// (its stride byte offset). bt has one row group: its two core matrices at 0 and 128.
// A descriptor holds (address >> 4) in bits 0-13, LBO >> 4 in bits 16-29, SBO >> 4 in bits 32-45.
// Launch: 1 block of 128 threads; needs the arch-specific target sm_90a.
// nvvm-opt flags: --sm 90a
llvm.mlir.global internal @a_tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<1024 x f16>
llvm.mlir.global internal @bt_tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x f16>

llvm.func @wgmma_tile(%a: !llvm.ptr<1>, %bt: !llvm.ptr<1>, %d: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %thread = nvvm.read.ptx.sreg.tid.x : i32
  %a_s = llvm.mlir.addressof @a_tile : !llvm.ptr<3>
  %bt_s = llvm.mlir.addressof @bt_tile : !llvm.ptr<3>

  // a: thread t copies row r = t / 2, k half j = t % 2 (16 bytes) to byte (2 * (r / 8) + j) * 128 + (r % 8) * 16.
  %r = llvm.lshr %thread, %c1 : i32
  %j = llvm.and %thread, %c1 : i32
  %src_a = llvm.mul %thread, %c16 : i32
  %r_group = llvm.lshr %r, %c3 : i32
  %r_in = llvm.and %r, %c7 : i32
  %core = llvm.mul %r_group, %c2 : i32
  %core_j = llvm.add %core, %j : i32
  %core_off = llvm.mul %core_j, %c128 : i32
  %row_off = llvm.mul %r_in, %c16 : i32
  %dst_a = llvm.add %core_off, %row_off : i32
  %ga = llvm.getelementptr %a[%src_a] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  %ga_hi = llvm.getelementptr %ga[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %sa = llvm.getelementptr %a_s[%dst_a] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
  %sa_hi = llvm.getelementptr %sa[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
  %va_lo = llvm.load %ga {alignment = 8 : i64} : !llvm.ptr<1> -> i64
  %va_hi = llvm.load %ga_hi {alignment = 8 : i64} : !llvm.ptr<1> -> i64
  llvm.store %va_lo, %sa {alignment = 8 : i64} : i64, !llvm.ptr<3>
  llvm.store %va_hi, %sa_hi {alignment = 8 : i64} : i64, !llvm.ptr<3>
  // bt: threads 0-15 copy row n = t / 2, k half j to byte j * 128 + n * 16.
  %copies_b = llvm.icmp "ult" %thread, %c16 : i32
  llvm.cond_br %copies_b, ^copy_b, ^copied
^copy_b:
  %jb_off = llvm.mul %j, %c128 : i32
  %nb_off = llvm.mul %r, %c16 : i32
  %dst_b = llvm.add %jb_off, %nb_off : i32
  %gb = llvm.getelementptr %bt[%src_a] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  %gb_hi = llvm.getelementptr %gb[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %sb = llvm.getelementptr %bt_s[%dst_b] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
  %sb_hi = llvm.getelementptr %sb[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
  %vb_lo = llvm.load %gb {alignment = 8 : i64} : !llvm.ptr<1> -> i64
  %vb_hi = llvm.load %gb_hi {alignment = 8 : i64} : !llvm.ptr<1> -> i64
  llvm.store %vb_lo, %sb {alignment = 8 : i64} : i64, !llvm.ptr<3>
  llvm.store %vb_hi, %sb_hi {alignment = 8 : i64} : i64, !llvm.ptr<3>
  llvm.br ^copied
^copied:
  // wgmma reads shared memory through the async proxy: order the stores before it.
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.barrier0

  %mask14 = llvm.mlir.constant(16383 : i64) : i64
  %c4_64 = llvm.mlir.constant(4 : i64) : i64
  // LBO 128 and SBO 256 bytes: (128 >> 4) << 16 | (256 >> 4) << 32.
  %offsets = llvm.mlir.constant(68720001024 : i64) : i64
  %a_addr = llvm.ptrtoint %a_s : !llvm.ptr<3> to i64
  %a_field = llvm.lshr %a_addr, %c4_64 : i64
  %a_start = llvm.and %a_field, %mask14 : i64
  %desc_a = llvm.or %a_start, %offsets : i64
  %b_addr = llvm.ptrtoint %bt_s : !llvm.ptr<3> to i64
  %b_field = llvm.lshr %b_addr, %c4_64 : i64
  %b_start = llvm.and %b_field, %mask14 : i64
  %desc_b = llvm.or %b_start, %offsets : i64

  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %undef = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32)>
  %z0 = llvm.insertvalue %zero, %undef[0] : !llvm.struct<(f32, f32, f32, f32)>
  %z1 = llvm.insertvalue %zero, %z0[1] : !llvm.struct<(f32, f32, f32, f32)>
  %z2 = llvm.insertvalue %zero, %z1[2] : !llvm.struct<(f32, f32, f32, f32)>
  %acc = llvm.insertvalue %zero, %z2[3] : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %res = nvvm.wgmma.mma_async %desc_a, %desc_b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <zero>], A [<f16>, <one>, <row>], B [<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 0

  // Warp w holds rows 16w..16w+15: lane (g = lane / 4, t = lane % 4) has d[16w + g][2t, 2t + 1]
  // and d[16w + g + 8][2t, 2t + 1].
  %warp = llvm.lshr %thread, %c5 : i32
  %lane = llvm.and %thread, %c31 : i32
  %g = llvm.lshr %lane, %c2 : i32
  %t = llvm.and %lane, %c3 : i32
  %row0 = llvm.mul %warp, %c16 : i32
  %row = llvm.add %row0, %g : i32
  %row_base = llvm.mul %row, %c8 : i32
  %col = llvm.mul %t, %c2 : i32
  %i0 = llvm.add %row_base, %col : i32
  %i2 = llvm.add %i0, %c64 : i32
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(f32, f32, f32, f32)>
  %d1 = llvm.extractvalue %res[1] : !llvm.struct<(f32, f32, f32, f32)>
  %d2 = llvm.extractvalue %res[2] : !llvm.struct<(f32, f32, f32, f32)>
  %d3 = llvm.extractvalue %res[3] : !llvm.struct<(f32, f32, f32, f32)>
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
