// iree-cuda-target: sm_80
// Inclusive prefix sum of 32 rows of 1024 int32 (IREE's scan op).
func.func @cumsum(%a: tensor<32x1024xi32>) -> tensor<32x1024xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<32x1024xi32>
  %ea = tensor.empty() : tensor<32xi32>
  %acc = linalg.fill ins(%c0 : i32) outs(%ea : tensor<32xi32>) -> tensor<32xi32>
  %r:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%a : tensor<32x1024xi32>) outs(%e, %acc : tensor<32x1024xi32>, tensor<32xi32>) {
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    iree_linalg_ext.yield %s : i32
  } -> tensor<32x1024xi32>, tensor<32xi32>
  return %r#0 : tensor<32x1024xi32>
}
