// iree-cuda-target: sm_80
// f16 matrix-vector product, 4096x1024, f32 accumulation (`linalg.matvec` on extended operands).
func.func @matvec(%a: tensor<4096x1024xf16>, %x: tensor<1024xf16>) -> tensor<4096xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %x : tensor<4096x1024xf16>, tensor<1024xf16>) outs(%f : tensor<4096xf32>) {
  ^bb0(%av: f16, %xv: f16, %acc: f32):
    %a32 = arith.extf %av : f16 to f32
    %x32 = arith.extf %xv : f16 to f32
    %p = arith.mulf %a32, %x32 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}
