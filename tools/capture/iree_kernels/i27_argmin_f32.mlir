// iree-cuda-target: sm_80
// Index (i64) and value of the smallest of 512 floats in each of 96 rows (ties: the first).
func.func @argmin(%a: tensor<96x512xf32>) -> (tensor<96xf32>, tensor<96xi64>) {
  %inf = arith.constant 0x7F800000 : f32
  %c0 = arith.constant 0 : i64
  %ev = tensor.empty() : tensor<96xf32>
  %ei = tensor.empty() : tensor<96xi64>
  %v0 = linalg.fill ins(%inf : f32) outs(%ev : tensor<96xf32>) -> tensor<96xf32>
  %i0 = linalg.fill ins(%c0 : i64) outs(%ei : tensor<96xi64>) -> tensor<96xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<96x512xf32>) outs(%v0, %i0 : tensor<96xf32>, tensor<96xi64>) {
  ^bb0(%x: f32, %best: f32, %at: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %lt = arith.cmpf olt, %x, %best : f32
    %nb = arith.select %lt, %x, %best : f32
    %na = arith.select %lt, %ji, %at : i64
    linalg.yield %nb, %na : f32, i64
  } -> (tensor<96xf32>, tensor<96xi64>)
  return %r#0, %r#1 : tensor<96xf32>, tensor<96xi64>
}
