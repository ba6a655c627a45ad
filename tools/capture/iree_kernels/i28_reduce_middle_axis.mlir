// iree-cuda-target: sm_80
// Mean of a 8x512x64 f32 tensor over its middle axis (a strided reduction), then squared.
func.func @mean_mid(%x: tensor<8x512x64xf32>) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %inv = arith.constant 0.001953125 : f32
  %e = tensor.empty() : tensor<8x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<8x64xf32>) -> tensor<8x64xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, j)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<8x512x64xf32>) outs(%acc : tensor<8x64xf32>) {
  ^bb0(%v: f32, %a: f32):
    %r = arith.addf %v, %a : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(b, j) -> (b, j)>, affine_map<(b, j) -> (b, j)>], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<8x64xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %mean = arith.mulf %v, %inv : f32
    %sq = arith.mulf %mean, %mean : f32
    linalg.yield %sq : f32
  } -> tensor<8x64xf32>
  return %m : tensor<8x64xf32>
}
