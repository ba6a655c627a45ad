// iree-cuda-target: sm_86
// 3x3 NHWC bf16 convolution, 32 -> 64 channels, dilation 2, f32 accumulation.
func.func @conv(%x: tensor<1x34x34x32xbf16>, %w: tensor<3x3x32x64xbf16>) -> tensor<1x30x30x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x30x30x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x30x30x64xf32>) -> tensor<1x30x30x64xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x34x34x32xbf16>, tensor<3x3x32x64xbf16>) outs(%f : tensor<1x30x30x64xf32>) -> tensor<1x30x30x64xf32>
  return %r : tensor<1x30x30x64xf32>
}
