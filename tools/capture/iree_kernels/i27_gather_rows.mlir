// iree-cuda-target: sm_80
// Embedding lookup: rows of a 4096x128 bf16 table at i64 indices, widened to f32 (tensor.extract in linalg.generic).
func.func @gather(%table: tensor<4096x128xbf16>, %idx: tensor<256xi64>) -> tensor<256x128xf32> {
  %e = tensor.empty() : tensor<256x128xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%idx : tensor<256xi64>) outs(%e : tensor<256x128xf32>) {
  ^bb0(%ix: i64, %o: f32):
    %row = arith.index_cast %ix : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<4096x128xbf16>
    %w = arith.extf %v : bf16 to f32
    linalg.yield %w : f32
  } -> tensor<256x128xf32>
  return %r : tensor<256x128xf32>
}
