// iree-cuda-target: sm_80
// f16 matmul with B stored transposed (N x K), 64x128x256, f32 result: a linalg.generic contraction.
func.func @mm_tb(%a: tensor<64x256xf16>, %b: tensor<128x256xf16>) -> tensor<64x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<64x256xf16>, tensor<128x256xf16>) outs(%acc : tensor<64x128xf32>) {
  ^bb0(%x: f16, %y: f16, %s: f32):
    %xf = arith.extf %x : f16 to f32
    %yf = arith.extf %y : f16 to f32
    %p = arith.mulf %xf, %yf : f32
    %a2 = arith.addf %s, %p : f32
    linalg.yield %a2 : f32
  } -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}
