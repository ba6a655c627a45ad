// iree-cuda-target: sm_80
// Scatter-add of 200 rows of 64 floats into a 1000x64 table at i32 indices (IREE's scatter op).
func.func @scatter_add(%upd: tensor<200x64xf32>, %idx: tensor<200x1xi32>, %table: tensor<1000x64xf32>) -> tensor<1000x64xf32> {
  %r = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%upd, %idx : tensor<200x64xf32>, tensor<200x1xi32>) outs(%table : tensor<1000x64xf32>) {
  ^bb0(%new: f32, %old: f32):
    %s = arith.addf %new, %old : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<1000x64xf32>
  return %r : tensor<1000x64xf32>
}
