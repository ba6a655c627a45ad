// iree-cuda-target: sm_80
// 3x3 depthwise convolution, stride 2, NHWC 1x34x34x32 f32, one filter per channel.
func.func @dwconv(%x: tensor<1x33x33x32xf32>, %w: tensor<3x3x32xf32>) -> tensor<1x16x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16x16x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<1x33x33x32xf32>, tensor<3x3x32xf32>) outs(%acc : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
  return %r : tensor<1x16x16x32xf32>
}
