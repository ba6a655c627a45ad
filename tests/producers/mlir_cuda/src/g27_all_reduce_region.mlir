// gpu.all_reduce with a region (a custom combiner: the larger magnitude), and with named
// operations on f32 (minnumf, mul) and i64 (add, max), over a 2-D block.
module attributes {gpu.container_module} {
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %out = gpu.alloc () : memref<4xf32>
    %iout = gpu.alloc () : memref<2xi64>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c8, %sz = %c1) {
      %c0 = arith.constant 0 : index
      %c1i = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %row = arith.muli %ty, %sx : index
      %lin = arith.addi %row, %tx : index
      %li = arith.index_cast %lin : index to i64
      %lf = arith.uitofp %li : i64 to f32
      %half = arith.constant 63.5 : f32
      %v = arith.subf %lf, %half : f32
      %mag = gpu.all_reduce %v {
      ^bb0(%a: f32, %b: f32):
        %aa = math.absf %a : f32
        %ab = math.absf %b : f32
        %gt = arith.cmpf ogt, %aa, %ab : f32
        %m = arith.select %gt, %a, %b : f32
        gpu.yield %m : f32
      } : (f32) -> f32
      %mn = gpu.all_reduce minnumf %v {} : (f32) -> f32
      %one = arith.constant 1.0 : f32
      %small = arith.constant 0.01 : f32
      %s = arith.mulf %v, %small : f32
      %s1 = arith.addf %s, %one : f32
      %p = gpu.all_reduce mul %s1 uniform {} : (f32) -> f32
      %sum = gpu.all_reduce add %li uniform {} : (i64) -> i64
      %mx = gpu.all_reduce maxsi %li {} : (i64) -> i64
      %first = arith.cmpi eq, %lin, %c0 : index
      scf.if %first {
        memref.store %mag, %out[%c0] : memref<4xf32>
        memref.store %mn, %out[%c1i] : memref<4xf32>
        memref.store %p, %out[%c2] : memref<4xf32>
        memref.store %sum, %iout[%c0] : memref<2xi64>
        memref.store %mx, %iout[%c1i] : memref<2xi64>
      }
      gpu.terminator
    }
    return
  }
}
