// iree-cuda-target: sm_80
// Scaled dot-product attention, 4 heads x 128 queries x 128 keys x 64 dims, f16 (IREE's fused attention op).
func.func @attn(%q: tensor<4x128x64xf16>, %k: tensor<4x128x64xf16>, %v: tensor<4x128x64xf16>) -> tensor<4x128x64xf16> {
  %scale = arith.constant 0.125 : f16
  %e = tensor.empty() : tensor<4x128x64xf16>
  %r = iree_linalg_ext.attention <indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, k2, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, k2, n)>,
      affine_map<(b, m, n, k1, k2) -> ()>,
      affine_map<(b, m, n, k1, k2) -> (b, m, n)>]>
      ins(%q, %k, %v, %scale : tensor<4x128x64xf16>, tensor<4x128x64xf16>, tensor<4x128x64xf16>, f16) outs(%e : tensor<4x128x64xf16>) {
  ^bb0(%s: f32):
    iree_linalg_ext.yield %s : f32
  } -> tensor<4x128x64xf16>
  return %r : tensor<4x128x64xf16>
}
