// iree-cuda-target: sm_120
// SiLU on bf16 (x * sigmoid(x), `math.exp` on f32 between bf16 conversions) on consumer Blackwell.
func.func @silu(%x: tensor<128x1024xbf16>) -> tensor<128x1024xbf16> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<128x1024xbf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<128x1024xbf16>) outs(%e : tensor<128x1024xbf16>) {
  ^bb0(%v: bf16, %o: bf16):
    %f = arith.extf %v : bf16 to f32
    %n = arith.negf %f : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %s = arith.divf %f, %d : f32
    %b = arith.truncf %s : f32 to bf16
    linalg.yield %b : bf16
  } -> tensor<128x1024xbf16>
  return %r : tensor<128x1024xbf16>
}
