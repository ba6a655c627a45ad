// math ops beyond math_ops: log, tanh, rsqrt, powf, copysign, sin, erf on f32, exp on f64,
// ctlz/ctpop on i32, and math.ipowi / math.fpowi (no PTX instruction or libdevice function:
// expanded into multiplications, as MLIR's math-expand does).
builtin.module {
  func.func @math_more(%x: memref<256xf32>, %n: memref<256xi32>, %out: memref<256x8xf32>, %bits: memref<256xi32>) attributes {nvvm.kernel} {
    %t = gpu.thread_id x
    %xv = memref.load %x[%t] : memref<256xf32>
    %nv = memref.load %n[%t] : memref<256xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %ax = math.absf %xv : f32
    %one = arith.constant 1.0 : f32
    %pos = arith.addf %ax, %one : f32
    %log = math.log %pos : f32
    memref.store %log, %out[%t, %c0] : memref<256x8xf32>
    %tanh = math.tanh %xv : f32
    memref.store %tanh, %out[%t, %c1] : memref<256x8xf32>
    %rsqrt = math.rsqrt %pos : f32
    memref.store %rsqrt, %out[%t, %c2] : memref<256x8xf32>
    %half = arith.constant 1.5 : f32
    %pow = math.powf %pos, %half : f32
    memref.store %pow, %out[%t, %c3] : memref<256x8xf32>
    %neg = arith.constant -2.0 : f32
    %cs = math.copysign %neg, %xv : f32
    %sin = math.sin %xv : f32
    %cssin = arith.addf %cs, %sin : f32
    memref.store %cssin, %out[%t, %c4] : memref<256x8xf32>
    %erf = math.erf %xv : f32
    memref.store %erf, %out[%t, %c5] : memref<256x8xf32>
    %three = arith.constant 3 : i32
    %cube = math.fpowi %xv, %three : f32, i32
    memref.store %cube, %out[%t, %c6] : memref<256x8xf32>
    %xd = arith.extf %xv : f32 to f64
    %ed = math.exp %xd : f64
    %ef = arith.truncf %ed : f64 to f32
    memref.store %ef, %out[%t, %c7] : memref<256x8xf32>
    %lz = math.ctlz %nv : i32
    %pc = math.ctpop %nv : i32
    %small = arith.constant 5 : i32
    %base = arith.remui %nv, %small : i32
    %p = math.ipowi %base, %three : i32
    %s0 = arith.addi %lz, %pc : i32
    %hundred = arith.constant 1000 : i32
    %s1 = arith.muli %p, %hundred : i32
    %s2 = arith.addi %s0, %s1 : i32
    memref.store %s2, %bits[%t] : memref<256xi32>
    func.return
  }
}
