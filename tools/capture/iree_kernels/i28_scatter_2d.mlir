// iree-cuda-target: sm_80
// Scatter (overwrite) of 128 f16 values into a 64x64 table at (row, column) i32 index pairs.
func.func @scatter2d(%upd: tensor<128xf16>, %idx: tensor<128x2xi32>, %table: tensor<64x64xf16>) -> tensor<64x64xf16> {
  %r = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(true) ins(%upd, %idx : tensor<128xf16>, tensor<128x2xi32>) outs(%table : tensor<64x64xf16>) {
  ^bb0(%new: f16, %old: f16):
    iree_linalg_ext.yield %new : f16
  } -> tensor<64x64xf16>
  return %r : tensor<64x64xf16>
}
