// Elementwise math functions over 2048 floats: erf (GELU), tanh, exp.
func.func @gelu(%a: tensor<2048xf32>) -> tensor<2048xf32> {
  %e = tensor.empty() : tensor<2048xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<2048xf32>) outs(%e : tensor<2048xf32>) {
  ^bb0(%x: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %rs2 = arith.constant 0.707106769 : f32
    %one = arith.constant 1.0 : f32
    %s = arith.mulf %x, %rs2 : f32
    %er = math.erf %s : f32
    %p = arith.addf %er, %one : f32
    %g = arith.mulf %x, %p : f32
    %g2 = arith.mulf %g, %half : f32
    %t = math.tanh %x : f32
    %ex = math.exp %t : f32
    %sum = arith.addf %ex, %g2 : f32
    linalg.yield %sum : f32
  } -> tensor<2048xf32>
  return %r : tensor<2048xf32>
}
