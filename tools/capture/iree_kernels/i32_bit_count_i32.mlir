// iree-cuda-target: sm_80
// Per element: `math.ctpop`, `math.ctlz`, `math.cttz` of an i32, a rotate by the bit count, widened to i64.
func.func @bits(%x: tensor<64x1024xi32>) -> tensor<64x1024xi64> {
  %c32 = arith.constant 32 : i32
  %e = tensor.empty() : tensor<64x1024xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x1024xi32>) outs(%e : tensor<64x1024xi64>) {
  ^bb0(%v: i32, %o: i64):
    %p = math.ctpop %v : i32
    %l = math.ctlz %v : i32
    %t = math.cttz %v : i32
    %sh = arith.shli %v, %p : i32
    %rs = arith.subi %c32, %p : i32
    %sr = arith.shrui %v, %rs : i32
    %rot = arith.ori %sh, %sr : i32
    %m = arith.muli %l, %t : i32
    %x1 = arith.xori %rot, %m : i32
    %w = arith.extui %x1 : i32 to i64
    %hi = arith.extui %p : i32 to i64
    %c = arith.constant 32 : i64
    %hs = arith.shli %hi, %c : i64
    %s = arith.ori %w, %hs : i64
    linalg.yield %s : i64
  } -> tensor<64x1024xi64>
  return %r : tensor<64x1024xi64>
}
