// iree-cuda-target: sm_80
// 2x2 max pooling, stride 2, of a 1x64x64x32 NHWC f32 tensor (`linalg.pooling_nhwc_max`).
func.func @max_pool(%x: tensor<1x64x64x32xf32>) -> tensor<1x32x32x32xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %w = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x32x32x32xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x64x64x32xf32>, tensor<2x2xf32>) outs(%f : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
  return %r : tensor<1x32x32x32xf32>
}
