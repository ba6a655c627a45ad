// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

// MLIR's coordinate rules for the TMA modes Blackwell added (from llvm-project
// mlir/test/Dialect/LLVMIR/nvvm/tma_store_invalid.mlir, rewritten).

llvm.func @tma_store_scatter(%tma_desc: !llvm.ptr, %src : !llvm.ptr<3>, %crd0: i32, %crd1: i32, %crd2: i32, %crd3: i32, %ch : i64) {
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma_desc, %src, box[%crd0,%crd1,%crd2,%crd3] l2_cache_hint=%ch {mode = #nvvm.tma_store_mode<tile_scatter4>}: !llvm.ptr, !llvm.ptr<3>
  llvm.return
}
// CHECK: Scatter4 mode expects 5 coordinates

// -----

llvm.func @tma_load_gather4(%dst : !llvm.ptr<3>, %tma_desc: !llvm.ptr, %bar : !llvm.ptr<3>, %crd0: i32, %crd1: i32) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tma_desc, %bar, box[%crd0, %crd1] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}
// CHECK: tile_gather4 mode takes 5 coordinates, got 2

// -----

llvm.func @tma_load_im2col_w(%dst : !llvm.ptr<3>, %tma_desc: !llvm.ptr, %bar : !llvm.ptr<3>, %crd0: i32, %off: i16) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tma_desc, %bar, box[%crd0, %crd0, %crd0] im2col[%off] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}
// CHECK: im2col_w mode with 3 dimensions takes 2 im2col offsets, got 1
