// iree-cuda-target: sm_80
// |a - b| of two u8 images (`arith.maxui`/`minui` on i8), halved by `shrui`, saturated to 200 by `minui`.
func.func @absdiff(%a: tensor<256x512xi8>, %b: tensor<256x512xi8>) -> tensor<256x512xi8> {
  %one = arith.constant 1 : i8
  %cap = arith.constant -56 : i8
  %e = tensor.empty() : tensor<256x512xi8>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<256x512xi8>, tensor<256x512xi8>) outs(%e : tensor<256x512xi8>) {
  ^bb0(%x: i8, %y: i8, %o: i8):
    %mx = arith.maxui %x, %y : i8
    %mn = arith.minui %x, %y : i8
    %d = arith.subi %mx, %mn : i8
    %h = arith.shrui %d, %one : i8
    %s = arith.addi %h, %d : i8
    %c = arith.minui %s, %cap : i8
    linalg.yield %c : i8
  } -> tensor<256x512xi8>
  return %r : tensor<256x512xi8>
}
