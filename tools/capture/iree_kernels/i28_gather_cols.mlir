// iree-cuda-target: sm_86
// Gather of 256 rows of a 1024x32 i32 table at i32 indices, then a per-element add of the index
// (`tensor.extract` with a data-dependent row in a linalg.generic).
func.func @gather(%table: tensor<1024x32xi32>, %idx: tensor<256xi32>) -> tensor<256x32xi32> {
  %e = tensor.empty() : tensor<256x32xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%idx : tensor<256xi32>) outs(%e : tensor<256x32xi32>) {
  ^bb0(%k: i32, %o: i32):
    %row = arith.index_cast %k : i32 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%row, %j] : tensor<1024x32xi32>
    %s = arith.addi %v, %k : i32
    linalg.yield %s : i32
  } -> tensor<256x32xi32>
  return %r : tensor<256x32xi32>
}
