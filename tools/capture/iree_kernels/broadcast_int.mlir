// A row vector broadcast over 128x256 int32 values: add, shifts, bitwise ops, division by a constant, clamp.
func.func @bint(%a: tensor<128x256xi32>, %b: tensor<256xi32>) -> tensor<128x256xi32> {
  %e = tensor.empty() : tensor<128x256xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<128x256xi32>, tensor<256xi32>) outs(%e : tensor<128x256xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %c3 = arith.constant 3 : i32
    %c7 = arith.constant 7 : i32
    %c255 = arith.constant 255 : i32
    %c0 = arith.constant 0 : i32
    %s = arith.addi %x, %y : i32
    %sh = arith.shrsi %s, %c3 : i32
    %x2 = arith.xori %sh, %y : i32
    %d = arith.divsi %x2, %c7 : i32
    %an = arith.andi %d, %c255 : i32
    %mx = arith.maxsi %an, %c0 : i32
    %mn = arith.minsi %mx, %c255 : i32
    linalg.yield %mn : i32
  } -> tensor<128x256xi32>
  return %r : tensor<128x256xi32>
}
