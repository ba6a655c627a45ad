// iree-cuda-target: sm_80
// RMS norm over rows of a dynamically shaped ?x? f32 tensor (sizes known only at run time).
func.func @rms(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %m = tensor.dim %x, %c0 : tensor<?x?xf32>
  %n = tensor.dim %x, %c1 : tensor<?x?xf32>
  %ni = arith.index_cast %n : index to i32
  %nf = arith.sitofp %ni : i32 to f32
  %er = tensor.empty(%m) : tensor<?xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%er : tensor<?xf32>) -> tensor<?xf32>
  %ss = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<?x?xf32>) outs(%acc : tensor<?xf32>) {
  ^bb0(%v: f32, %s: f32):
    %sq = arith.mulf %v, %v : f32
    %a = arith.addf %sq, %s : f32
    linalg.yield %a : f32
  } -> tensor<?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %ss : tensor<?x?xf32>, tensor<?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %mean = arith.divf %s, %nf : f32
    %me = arith.addf %mean, %eps : f32
    %rs = math.rsqrt %me : f32
    %y = arith.mulf %v, %rs : f32
    linalg.yield %y : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
