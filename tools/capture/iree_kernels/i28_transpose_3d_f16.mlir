// iree-cuda-target: sm_80
// A 3-D permutation (0, 2, 1) of a 16x128x96 f16 tensor.
func.func @perm(%x: tensor<16x128x96xf16>) -> tensor<16x96x128xf16> {
  %e = tensor.empty() : tensor<16x96x128xf16>
  %r = linalg.transpose ins(%x : tensor<16x128x96xf16>) outs(%e : tensor<16x96x128xf16>) permutation = [0, 2, 1]
  return %r : tensor<16x96x128xf16>
}
