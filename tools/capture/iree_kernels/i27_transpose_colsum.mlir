// iree-cuda-target: sm_89
// A transpose fused with a reduction: out[j] = sum_i exp(a[i, j]) - max over a column, 1024x96 f32.
func.func @colsum(%a: tensor<1024x96xf32>) -> tensor<96xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<96xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<96xf32>) -> tensor<96xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(j, i) -> (i, j)>, affine_map<(j, i) -> (j)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<1024x96xf32>) outs(%acc : tensor<96xf32>) {
  ^bb0(%x: f32, %s: f32):
    %y = math.exp %x : f32
    %t = arith.addf %y, %s : f32
    linalg.yield %t : f32
  } -> tensor<96xf32>
  return %r : tensor<96xf32>
}
