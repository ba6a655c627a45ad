// iree-cuda-target: sm_86
// bf16 x bf16 matmul, 128x256x64, f32 accumulation and result.
func.func @mm_bf16(%a: tensor<128x64xbf16>, %b: tensor<64x256xbf16>) -> tensor<128x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x256xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<128x256xf32>) -> tensor<128x256xf32>
  %r = linalg.matmul ins(%a, %b : tensor<128x64xbf16>, tensor<64x256xbf16>) outs(%acc : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %r : tensor<128x256xf32>
}
