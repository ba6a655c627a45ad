// iree-cuda-target: sm_89
// 8 x (64x128x64) f16 batch matmul with an f16 result (`linalg.batch_matmul`).
func.func @bmm(%a: tensor<8x64x64xf16>, %b: tensor<8x64x128xf16>) -> tensor<8x64x128xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<8x64x128xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<8x64x128xf16>) -> tensor<8x64x128xf16>
  %r = linalg.batch_matmul ins(%a, %b : tensor<8x64x64xf16>, tensor<8x64x128xf16>) outs(%f : tensor<8x64x128xf16>) -> tensor<8x64x128xf16>
  return %r : tensor<8x64x128xf16>
}
