// iree-cuda-target: sm_80
// Sort 16 rows of 256 floats descending, carrying an i32 payload (IREE's sort op).
func.func @sort(%k: tensor<16x256xf32>, %v: tensor<16x256xi32>) -> (tensor<16x256xf32>, tensor<16x256xi32>) {
  %r:2 = iree_linalg_ext.sort dimension(1) outs(%k, %v : tensor<16x256xf32>, tensor<16x256xi32>) {
  ^bb0(%a: f32, %b: f32, %x: i32, %y: i32):
    %gt = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %gt : i1
  } -> tensor<16x256xf32>, tensor<16x256xi32>
  return %r#0, %r#1 : tensor<16x256xf32>, tensor<16x256xi32>
}
