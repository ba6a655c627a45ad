// iree-cuda-target: sm_80
// A 3x3 NCHW convolution in f16, 2x16x34x34 input, 32 filters, stride 2.
func.func @conv_nchw(%i: tensor<2x16x34x34xf16>, %f: tensor<32x16x3x3xf16>) -> tensor<2x32x16x16xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<2x32x16x16xf16>
  %acc = linalg.fill ins(%zero : f16) outs(%e : tensor<2x32x16x16xf16>) -> tensor<2x32x16x16xf16>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<2x16x34x34xf16>, tensor<32x16x3x3xf16>) outs(%acc : tensor<2x32x16x16xf16>) -> tensor<2x32x16x16xf16>
  return %r : tensor<2x32x16x16xf16>
}
