// iree-cuda-target: sm_89
// Row softmax of 16 rows of 1024 halves (`linalg.softmax` on f16).
func.func @softmax_f16(%a: tensor<16x1024xf16>) -> tensor<16x1024xf16> {
  %e = tensor.empty() : tensor<16x1024xf16>
  %r = linalg.softmax dimension(1) ins(%a : tensor<16x1024xf16>) outs(%e : tensor<16x1024xf16>) -> tensor<16x1024xf16>
  return %r : tensor<16x1024xf16>
}
