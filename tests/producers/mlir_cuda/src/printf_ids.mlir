// gpu.printf of thread and block ids from a gpu.launch body (vprintf with a stack buffer).
func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %t = arith.index_cast %tx : index to i32
    %b = arith.index_cast %bx : index to i32
    %f = arith.sitofp %t : i32 to f32
    gpu.printf "block %d thread %d value %f\n", %b, %t, %f : i32, i32, f32
    gpu.terminator
  }
  return
}
