// iree-cuda-target: sm_80
// 3x3 average pooling, stride 1, f16 NHWC: a sum pool then a multiply by 1/9.
func.func @avgpool(%x: tensor<2x18x18x64xf16>) -> tensor<2x16x16x64xf16> {
  %zero = arith.constant 0.0 : f16
  %ninth = arith.constant 0.111111 : f16
  %win = tensor.empty() : tensor<3x3xf16>
  %e = tensor.empty() : tensor<2x16x16x64xf16>
  %acc = linalg.fill ins(%zero : f16) outs(%e : tensor<2x16x16x64xf16>) -> tensor<2x16x16x64xf16>
  %s = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %win : tensor<2x18x18x64xf16>, tensor<3x3xf16>) outs(%acc : tensor<2x16x16x64xf16>) -> tensor<2x16x16x64xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x16x16x64xf16>) outs(%e : tensor<2x16x16x64xf16>) {
  ^bb0(%v: f16, %o: f16):
    %m = arith.mulf %v, %ninth : f16
    linalg.yield %m : f16
  } -> tensor<2x16x16x64xf16>
  return %r : tensor<2x16x16x64xf16>
}
