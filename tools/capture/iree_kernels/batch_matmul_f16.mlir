// A batch of 4 32x32x32 f16 matmuls accumulating in f32.
func.func @bmm(%a: tensor<4x32x32xf16>, %b: tensor<4x32x32xf16>) -> tensor<4x32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x32x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<4x32x32xf16>, tensor<4x32x32xf16>) outs(%acc : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
  return %r : tensor<4x32x32xf32>
}
