// Argmax of 64 rows of 256 int32 values: the index of the largest (ties: the first).
func.func @argmax(%a: tensor<64x256xi32>) -> tensor<64xi32> {
  %min = arith.constant -2147483648 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<64xi32>
  %v0 = linalg.fill ins(%min : i32) outs(%e : tensor<64xi32>) -> tensor<64xi32>
  %i0 = linalg.fill ins(%c0 : i32) outs(%e : tensor<64xi32>) -> tensor<64xi32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<64x256xi32>) outs(%v0, %i0 : tensor<64xi32>, tensor<64xi32>) {
  ^bb0(%x: i32, %best: i32, %at: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpi sgt, %x, %best : i32
    %nb = arith.select %gt, %x, %best : i32
    %na = arith.select %gt, %ji, %at : i32
    linalg.yield %nb, %na : i32, i32
  } -> (tensor<64xi32>, tensor<64xi32>)
  return %r#1 : tensor<64xi32>
}
