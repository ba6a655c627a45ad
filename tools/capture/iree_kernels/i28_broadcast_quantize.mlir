// iree-cuda-target: sm_80
// out[i, j] = clamp(round(a[i, j] * scale[j] + bias[i]), -128, 127) as i8: a column and a row
// broadcast, math.roundeven, float clamps and fptosi to i8.
func.func @quant(%a: tensor<64x384xf32>, %scale: tensor<384xf32>, %bias: tensor<64xf32>) -> tensor<64x384xi8> {
  %lo = arith.constant -128.0 : f32
  %hi = arith.constant 127.0 : f32
  %e = tensor.empty() : tensor<64x384xi8>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %scale, %bias : tensor<64x384xf32>, tensor<384xf32>, tensor<64xf32>) outs(%e : tensor<64x384xi8>) {
  ^bb0(%x: f32, %s: f32, %b: f32, %o: i8):
    %m = arith.mulf %x, %s : f32
    %y = arith.addf %m, %b : f32
    %rd = math.roundeven %y : f32
    %c1 = arith.maximumf %rd, %lo : f32
    %c2 = arith.minimumf %c1, %hi : f32
    %q = arith.fptosi %c2 : f32 to i8
    linalg.yield %q : i8
  } -> tensor<64x384xi8>
  return %r : tensor<64x384xi8>
}
