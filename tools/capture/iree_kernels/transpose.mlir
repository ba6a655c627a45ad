// A 256x512 f32 transpose (IREE tiles it through shared memory).
func.func @transpose(%a: tensor<256x512xf32>) -> tensor<512x256xf32> {
  %e = tensor.empty() : tensor<512x256xf32>
  %t = linalg.transpose ins(%a : tensor<256x512xf32>) outs(%e : tensor<512x256xf32>) permutation = [1, 0]
  return %t : tensor<512x256xf32>
}
