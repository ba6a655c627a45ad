// iree-cuda-target: sm_80
// A 256x512x128 f16 matmul with an f16 result (IREE's tensor-core path on Ampere).
func.func @mm_f16(%a: tensor<256x128xf16>, %b: tensor<128x512xf16>) -> tensor<256x512xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<256x512xf16>
  %acc = linalg.fill ins(%zero : f16) outs(%e : tensor<256x512xf16>) -> tensor<256x512xf16>
  %r = linalg.matmul ins(%a, %b : tensor<256x128xf16>, tensor<128x512xf16>) outs(%acc : tensor<256x512xf16>) -> tensor<256x512xf16>
  return %r : tensor<256x512xf16>
}
