// iree-cuda-target: sm_86
// int8 x int8 -> int32 matmul, 128x128x256 (sign-extended operands).
func.func @mm_i8(%a: tensor<128x256xi8>, %b: tensor<256x128xi8>) -> tensor<128x128xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<128x128xi32>
  %acc = linalg.fill ins(%zero : i32) outs(%e : tensor<128x128xi32>) -> tensor<128x128xi32>
  %r = linalg.matmul ins(%a, %b : tensor<128x256xi8>, tensor<256x128xi8>) outs(%acc : tensor<128x128xi32>) -> tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
