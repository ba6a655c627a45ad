// iree-cuda-target: sm_80
// The 8 largest of 1024 floats per row, with their indices (IREE's topk op), 8 rows.
func.func @topk(%x: tensor<8x1024xf32>) -> (tensor<8x8xf32>, tensor<8x8xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %ev = tensor.empty() : tensor<8x8xf32>
  %ei = tensor.empty() : tensor<8x8xi32>
  %v0 = linalg.fill ins(%ninf : f32) outs(%ev : tensor<8x8xf32>) -> tensor<8x8xf32>
  %i0 = linalg.fill ins(%c0 : i32) outs(%ei : tensor<8x8xi32>) -> tensor<8x8xi32>
  %r:2 = iree_linalg_ext.topk dimension(1) ins(%x : tensor<8x1024xf32>) outs(%v0, %i0 : tensor<8x8xf32>, tensor<8x8xi32>) {
  ^bb0(%a: f32, %b: f32):
    %gt = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %gt : i1
  } -> tensor<8x8xf32>, tensor<8x8xi32>
  return %r#0, %r#1 : tensor<8x8xf32>, tensor<8x8xi32>
}
