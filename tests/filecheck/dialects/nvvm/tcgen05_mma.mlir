// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s | filecheck %s

// The tcgen05.mma ops print back as MLIR prints them (properties sorted, defaults left out).
// Ops from llvm-project mlir/test/Target/LLVMIR/nvvm/tcgen05-mma-shared.mlir,
// tcgen05-mma-tensor.mlir, tcgen05-mma-sp-*.mlir, tcgen05-mma-block-scale-*.mlir and
// tcgen05-mma-ws*.mlir, rewritten to NVVMOps.td at aaa93caf (block-scale kinds are
// `#nvvm.tcgen05_mma_block_scale_kind` there; MLIR 22 spells them `#nvvm.block_scale_kind`, which
// the generic form's normalisation gives).

llvm.func @tcgen05_mma(%d_tmem : !llvm.ptr<6>, %a_desc: i64, %a_tmem: !llvm.ptr<6>, %b_desc: i64, %idesc: i32, %enable_input_d: i1, %scale_input_d: i64, %lanes4: vector<4xi32>, %lanes8: vector<8xi32>, %spmetadata: !llvm.ptr<6>) {
  nvvm.tcgen05.mma %d_tmem, %a_desc, %b_desc, %idesc, %enable_input_d
  {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %d_tmem, %a_desc, %b_desc, %idesc, %enable_input_d
  {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<discard>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %d_tmem, %a_tmem, %b_desc, %idesc, %enable_input_d scale = %scale_input_d
  {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
  nvvm.tcgen05.mma %d_tmem, %a_tmem, %b_desc, %idesc, %enable_input_d mask = %lanes8
  {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<8xi32>)
  nvvm.tcgen05.mma.sp %d_tmem, %a_desc, %b_desc, %idesc, %enable_input_d, %spmetadata scale = %scale_input_d mask = %lanes4
  {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64, vector<4xi32>)
  llvm.return
}
// CHECK-LABEL: llvm.func @tcgen05_mma
// CHECK-NEXT: nvvm.tcgen05.mma %d_tmem, %a_desc, %b_desc, %idesc, %enable_input_d {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
// CHECK-NEXT: nvvm.tcgen05.mma %d_tmem, %a_desc, %b_desc, %idesc, %enable_input_d {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, i64, i64, i32, i1)
// CHECK-NEXT: nvvm.tcgen05.mma %d_tmem, %a_tmem, %b_desc, %idesc, %enable_input_d scale = %scale_input_d {aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
// CHECK-NEXT: nvvm.tcgen05.mma %d_tmem, %a_tmem, %b_desc, %idesc, %enable_input_d mask = %lanes8 {collectorOp = #nvvm.tcgen05_mma_collectorop<fill>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<8xi32>)
// CHECK-NEXT: nvvm.tcgen05.mma.sp %d_tmem, %a_desc, %b_desc, %idesc, %enable_input_d, %spmetadata scale = %scale_input_d mask = %lanes4 {collectorOp = #nvvm.tcgen05_mma_collectorop<use>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64, vector<4xi32>)

llvm.func @tcgen05_mma_block_scale(%d : !llvm.ptr<6>, %ad: i64, %at: !llvm.ptr<6>, %bd: i64, %id: i32, %e: i1, %sa: !llvm.ptr<6>, %sb: !llvm.ptr<6>, %md: !llvm.ptr<6>) {
  nvvm.tcgen05.mma.block_scale %d, %ad, %bd, %id, %e, %sa, %sb
  {kind = #nvvm.tcgen05_mma_block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %bd, %id, %e, %sa, %sb
  {kind = #nvvm.tcgen05_mma_block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp.block_scale %d, %ad, %bd, %id, %e, %md, %sa, %sb
  {kind = #nvvm.tcgen05_mma_block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}
// CHECK-LABEL: llvm.func @tcgen05_mma_block_scale
// CHECK-NEXT: nvvm.tcgen05.mma.block_scale %d, %ad, %bd, %id, %e, %sa, %sb {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.{{(tcgen05_mma_)?}}block_scale_kind<mxf8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
// CHECK-NEXT: nvvm.tcgen05.mma.block_scale %d, %at, %bd, %id, %e, %sa, %sb {blockScale = #nvvm.tcgen05_mma_block_scale<block16>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.{{(tcgen05_mma_)?}}block_scale_kind<mxf4nvf4>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
// CHECK-NEXT: nvvm.tcgen05.mma.sp.block_scale %d, %ad, %bd, %id, %e, %md, %sa, %sb {blockScale = #nvvm.tcgen05_mma_block_scale<block32>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.{{(tcgen05_mma_)?}}block_scale_kind<mxf4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)

llvm.func @tcgen05_mma_ws(%dw : !llvm.ptr<6>, %adw: i64, %atw: !llvm.ptr<6>, %bdw: i64, %idw: i32, %ew: i1, %zero_col_mask: i64, %mdw: !llvm.ptr<6>) {
  nvvm.tcgen05.mma.ws %dw, %adw, %bdw, %idw, %ew {kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma.ws %dw, %atw, %bdw, %idw, %ew, %zero_col_mask
  {kind = #nvvm.tcgen05_mma_kind<i8>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b3>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
  nvvm.tcgen05.mma.ws.sp %dw, %adw, %bdw, %idw, %ew, %mdw, %zero_col_mask
  {kind = #nvvm.tcgen05_mma_kind<tf32>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b0>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64)
  llvm.return
}
// CHECK-LABEL: llvm.func @tcgen05_mma_ws
// CHECK-NEXT: nvvm.tcgen05.mma.ws %dw, %adw, %bdw, %idw, %ew {kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
// CHECK-NEXT: nvvm.tcgen05.mma.ws %dw, %atw, %bdw, %idw, %ew, %zero_col_mask {collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b3>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>, kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
// CHECK-NEXT: nvvm.tcgen05.mma.ws.sp %dw, %adw, %bdw, %idw, %ew, %mdw, %zero_col_mask {kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64)
