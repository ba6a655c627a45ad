// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier rules of the matrix and bulk-copy ops (MLIR's, stated in this project's words).

llvm.func @mma_wrong_a_count(%a0 : vector<2xf16>, %b0 : vector<2xf16>, %b1 : vector<2xf16>, %c0 : vector<2xf16>, %c1 : vector<2xf16>) {
  %0 = nvvm.mma.sync A[%a0] B[%b0, %b1] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}
// CHECK: 'nvvm.mma.sync' op m16n8k16 f16 takes 4 A and 2 B registers, got 1 and 2

// -----

llvm.func @mma_bad_shape(%a0 : i32, %b0 : i32, %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32) {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// CHECK: 'nvvm.mma.sync' op unsupported shape m8n8k4 for tf32 multiplicands

// -----

llvm.func @mma_int_needs_overflow(%a0 : i32, %b0 : i32, %c0 : i32, %c1 : i32) {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}
// CHECK: 'nvvm.mma.sync' op s8 multiplicands need intOverflowBehavior

// -----

llvm.func @mma_layout(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %a2 : vector<2xf16>, %a3 : vector<2xf16>, %b0 : vector<2xf16>, %b1 : vector<2xf16>, %c0 : vector<2xf16>, %c1 : vector<2xf16>) {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1] {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}
// CHECK: 'nvvm.mma.sync' op only the f16 m8n8k4 form takes layouts other than row/col

// -----

llvm.func @ldmatrix_num(%p: !llvm.ptr<3>) {
  %l = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> i32
  llvm.return
}
// CHECK: 'nvvm.ldmatrix' op num must be 1, 2 or 4, got 3

// -----

llvm.func @ldmatrix_space(%p: !llvm.ptr) {
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr) -> i32
  llvm.return
}
// CHECK: 'nvvm.ldmatrix' op the pointer must be !llvm.ptr<3>, got !llvm.ptr

// -----

llvm.func @ldmatrix_result(%p: !llvm.ptr<3>) {
  %l = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> i32
  llvm.return
}
// CHECK: 'nvvm.ldmatrix' op the result must be !llvm.struct<(i32, i32)>, got i32

// -----

llvm.func @wmma_load_bad(%p: !llvm.ptr, %s: i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32)>
  llvm.return
}
// CHECK: 'nvvm.wmma.load' op the result must be 8 x vector<2xf16>, got (i32, i32)

// -----

llvm.func @wgmma_k(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) {
  %r = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<f32>, <one>], A [<f16>, <one>, <row>], B [<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// CHECK: 'nvvm.wgmma.mma_async' op shape 'k' must be 16 for input type f16

// -----

llvm.func @wgmma_acc(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32)>) {
  %r = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>], A [<f16>, <one>, <row>], B [<f16>, <one>, <col>] : !llvm.struct<(f32, f32)> -> !llvm.struct<(f32, f32)>
  llvm.return
}
// CHECK: 'nvvm.wgmma.mma_async' op the accumulator must be a struct of 4 f32 for m64n8 f32, got !llvm.struct<(f32, f32)>

// -----

llvm.func @bulk_dst(%dst: !llvm.ptr<1>, %src: !llvm.ptr<1>, %mbar: !llvm.ptr<3>, %size: i32) {
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size : !llvm.ptr<1>, !llvm.ptr<1>
  llvm.return
}
// CHECK: 'nvvm.cp.async.bulk.shared.cluster.global' op the destination must be !llvm.ptr<7> or !llvm.ptr<3>, got !llvm.ptr<1>

// -----

llvm.func @bulk_multicast_into_cta(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %mbar: !llvm.ptr<3>, %size: i32, %mask: i16) {
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size multicast_mask = %mask : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
// CHECK: 'nvvm.cp.async.bulk.shared.cluster.global' op multicast is only for a shared::cluster destination

// -----

llvm.func @tensor_im2col(%tmap: !llvm.ptr, %dst: !llvm.ptr<3>, %mbar: !llvm.ptr<3>, %c: i32, %o: i16) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %mbar, box[%c, %c, %c] im2col[%o, %o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}
// CHECK: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' op im2col mode with 3 dimensions takes 1 im2col offsets, got 2

// -----

llvm.func @tf32_rounding(%f: f32) {
  %0 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rm>}
  llvm.return
}
// CHECK: 'nvvm.convert.float.to.tf32' op only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.

// -----

llvm.func @f6x2_type(%f: f32) {
  %0 = nvvm.convert.f32x2.to.f6x2 %f, %f : i16 (f8E4M3FN)
  llvm.return
}
// CHECK: 'nvvm.convert.f32x2.to.f6x2' op Only f6E2M3FN, f6E3M2FN types are supported, got f8E4M3FN

// -----

llvm.func @bf16x2_rounding(%a: vector<2xbf16>) {
  %0 = nvvm.convert.bf16x2.to.f8x2 %a {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xbf16> -> i16 (f8E8M0FNU)
  llvm.return
}
// CHECK: 'nvvm.convert.bf16x2.to.f8x2' op Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2.

// -----

llvm.func @f8x2_to_f16x2_result(%v: vector<2xi8>) {
  %0 = nvvm.convert.f8x2.to.f16x2 %v : vector<2xi8> (f8E4M3FN) -> vector<2xbf16>
  llvm.return
}
// CHECK: 'nvvm.convert.f8x2.to.f16x2' op result must be vector<2xf16>, got vector<2xbf16>

// -----

llvm.func @ldmatrix_m8n16_b8(%p: !llvm.ptr<3>) {
  %l = nvvm.ldmatrix %p {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}
// CHECK: 'nvvm.ldmatrix' op unsupported shape m8n16 of b8
