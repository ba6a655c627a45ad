// iree-cuda-target: sm_80
// Index (i32) of the largest f16 of each of 32 rows of 512 (compare and select pairs on f16).
func.func @argmax_f16(%x: tensor<32x512xf16>) -> tensor<32xi32> {
  %ninf = arith.constant 0xFC00 : f16
  %zero = arith.constant 0 : i32
  %ev = tensor.empty() : tensor<32xf16>
  %ei = tensor.empty() : tensor<32xi32>
  %v0 = linalg.fill ins(%ninf : f16) outs(%ev : tensor<32xf16>) -> tensor<32xf16>
  %i0 = linalg.fill ins(%zero : i32) outs(%ei : tensor<32xi32>) -> tensor<32xi32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<32x512xf16>) outs(%v0, %i0 : tensor<32xf16>, tensor<32xi32>) {
  ^bb0(%v: f16, %best: f16, %bi: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf ogt, %v, %best : f16
    %nv = arith.select %gt, %v, %best : f16
    %ni = arith.select %gt, %ji, %bi : i32
    linalg.yield %nv, %ni : f16, i32
  } -> (tensor<32xf16>, tensor<32xi32>)
  return %r#1 : tensor<32xi32>
}
