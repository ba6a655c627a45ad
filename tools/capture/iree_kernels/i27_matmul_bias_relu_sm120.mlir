// iree-cuda-target: sm_120
// f16 matmul (f32 accumulation) with a bias row and a ReLU fused into it, for consumer Blackwell.
func.func @mm_bias_relu(%a: tensor<128x256xf16>, %b: tensor<256x128xf16>, %bias: tensor<128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %m = linalg.matmul ins(%a, %b : tensor<128x256xf16>, tensor<256x128xf16>) outs(%acc : tensor<128x128xf32>) -> tensor<128x128xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m, %bias : tensor<128x128xf32>, tensor<128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%x: f32, %c: f32, %o: f32):
    %s = arith.addf %x, %c : f32
    %y = arith.maximumf %s, %zero : f32
    linalg.yield %y : f32
  } -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}
