// iree-cuda-target: sm_86
// Scaled dot-product attention, 2 heads x 64 queries x 256 keys x 32 dims, f16, value width 64.
func.func @attn86(%q: tensor<2x64x32xf16>, %k: tensor<2x256x32xf16>, %v: tensor<2x256x64xf16>) -> tensor<2x64x64xf16> {
  %scale = arith.constant 0.176 : f16
  %e = tensor.empty() : tensor<2x64x64xf16>
  %r = iree_linalg_ext.attention <indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, k2, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, k2, n)>,
      affine_map<(b, m, n, k1, k2) -> ()>,
      affine_map<(b, m, n, k1, k2) -> (b, m, n)>]>
      ins(%q, %k, %v, %scale : tensor<2x64x32xf16>, tensor<2x256x32xf16>, tensor<2x256x64xf16>, f16) outs(%e : tensor<2x64x64xf16>) {
  ^bb0(%s: f32):
    iree_linalg_ext.yield %s : f32
  } -> tensor<2x64x64xf16>
  return %r : tensor<2x64x64xf16>
}
