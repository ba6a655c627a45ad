// Row max of 16 rows of 1024 f16 values (`vector.reduce.fmax` on f16 lanes, half shuffles).
func.func @fmax(%a: tensor<16x1024xf16>) -> tensor<16xf16> {
  %ninf = arith.constant 0xFC00 : f16
  %e = tensor.empty() : tensor<16xf16>
  %acc = linalg.fill ins(%ninf : f16) outs(%e : tensor<16xf16>) -> tensor<16xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<16x1024xf16>) outs(%acc : tensor<16xf16>) {
  ^bb0(%x: f16, %s: f16):
    %t = arith.maxnumf %x, %s : f16
    linalg.yield %t : f16
  } -> tensor<16xf16>
  return %r : tensor<16xf16>
}
