// iree-cuda-target: sm_80
// Mixed integer widths: int8 rows dequantized with an i32 zero point, summed in i32, requantized to i8 with rounding and a clamp.
func.func @requant(%x: tensor<64x512xi8>, %zp: tensor<64xi32>) -> tensor<64xi8> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<64xi32>
  %acc = linalg.fill ins(%c0 : i32) outs(%e : tensor<64xi32>) -> tensor<64xi32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x, %zp : tensor<64x512xi8>, tensor<64xi32>) outs(%acc : tensor<64xi32>) {
  ^bb0(%v: i8, %z: i32, %a: i32):
    %w = arith.extsi %v : i8 to i32
    %d = arith.subi %w, %z : i32
    %t = arith.addi %d, %a : i32
    linalg.yield %t : i32
  } -> tensor<64xi32>
  %eo = tensor.empty() : tensor<64xi8>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%s : tensor<64xi32>) outs(%eo : tensor<64xi8>) {
  ^bb0(%v: i32, %o: i8):
    %half = arith.constant 256 : i32
    %sh = arith.constant 9 : i32
    %lo = arith.constant -128 : i32
    %hi = arith.constant 127 : i32
    %rd = arith.addi %v, %half : i32
    %q = arith.shrsi %rd, %sh : i32
    %c1 = arith.maxsi %q, %lo : i32
    %c2 = arith.minsi %c1, %hi : i32
    %n = arith.trunci %c2 : i32 to i8
    linalg.yield %n : i8
  } -> tensor<64xi8>
  return %r : tensor<64xi8>
}
