// A row sum: 64 rows of 256 floats reduced to 64 (IREE's warp reduction: shuffles, shared memory).
func.func @row_sum(%a: tensor<64x256xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<64x256xf32>) outs(%acc : tensor<64xf32>) {
  ^bb0(%x: f32, %s: f32):
    %t = arith.addf %x, %s : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}
