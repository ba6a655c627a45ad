// iree-cuda-target: sm_86
// i16 rows widened to i32, `arith.mulsi_extended` by a per-column i32 factor (high half kept),
// clamped to i16 by `maxsi`/`minsi`, and an i1 "any negative" flag per row (an `ori` reduction).
func.func @mulhi(%a: tensor<64x256xi16>, %f: tensor<256xi32>) -> (tensor<64x256xi16>, tensor<64xi1>) {
  %lo = arith.constant -32768 : i32
  %hi = arith.constant 32767 : i32
  %false = arith.constant false
  %e = tensor.empty() : tensor<64x256xi16>
  %er = tensor.empty() : tensor<64xi1>
  %fr = linalg.fill ins(%false : i1) outs(%er : tensor<64xi1>) -> tensor<64xi1>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %f : tensor<64x256xi16>, tensor<256xi32>) outs(%e, %fr : tensor<64x256xi16>, tensor<64xi1>) {
  ^bb0(%v: i16, %fv: i32, %o: i16, %any: i1):
    %w = arith.extsi %v : i16 to i32
    %l, %h = arith.mulsi_extended %w, %fv : i32
    %c1 = arith.maxsi %h, %lo : i32
    %c2 = arith.minsi %c1, %hi : i32
    %t = arith.trunci %c2 : i32 to i16
    %z = arith.constant 0 : i32
    %neg = arith.cmpi slt, %h, %z : i32
    %n = arith.ori %any, %neg : i1
    linalg.yield %t, %n : i16, i1
  } -> (tensor<64x256xi16>, tensor<64xi1>)
  return %r#0, %r#1 : tensor<64x256xi16>, tensor<64xi1>
}
