// A kernel counting Collatz steps in an scf.while carrying two values (its `before` region
// computes the condition, its `after` region the step), then math ops the pipeline lowers to
// libdevice calls (erf, tanh, powf, atan2, cbrt, exp2, log10, copysign, roundeven, ceil) and to
// intrinsics (ctlz, ctpop, absi) on each thread's result.
module attributes {gpu.container_module} {
  gpu.module @loops {
    gpu.func @collatz(%seeds: memref<128xi32>, %steps: memref<128xi32>, %vals: memref<128xf32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %t = gpu.thread_id x
      %n0 = memref.load %seeds[%t] : memref<128xi32>
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %three = arith.constant 3 : i32
      %res:2 = scf.while (%n = %n0, %k = %zero) : (i32, i32) -> (i32, i32) {
        %more = arith.cmpi ugt, %n, %one : i32
        scf.condition(%more) %n, %k : i32, i32
      } do {
      ^bb0(%n: i32, %k: i32):
        %r = arith.remui %n, %two : i32
        %even = arith.cmpi eq, %r, %zero : i32
        %h = arith.divui %n, %two : i32
        %m = arith.muli %n, %three : i32
        %m1 = arith.addi %m, %one : i32
        %next = arith.select %even, %h, %m1 : i32
        %k1 = arith.addi %k, %one : i32
        scf.yield %next, %k1 : i32, i32
      }
      %lz = math.ctlz %n0 : i32
      %pc = math.ctpop %n0 : i32
      %neg = arith.subi %lz, %pc : i32
      %ab = math.absi %neg : i32
      %cnt = arith.addi %res#1, %ab : i32
      memref.store %cnt, %steps[%t] : memref<128xi32>
      %x = arith.sitofp %res#1 : i32 to f32
      %s = arith.constant 0.125 : f32
      %xs = arith.mulf %x, %s : f32
      %e = math.erf %xs : f32
      %th = math.tanh %xs : f32
      %p = math.powf %xs, %s : f32
      %at = math.atan2 %e, %th : f32
      %cb = math.cbrt %p : f32
      %e2 = math.exp2 %cb : f32
      %lg = math.log10 %e2 : f32
      %cs = math.copysign %lg, %at : f32
      %re = math.roundeven %cs : f32
      %ce = math.ceil %at : f32
      %sum = arith.addf %re, %ce : f32
      %sum2 = arith.addf %sum, %cs : f32
      memref.store %sum2, %vals[%t] : memref<128xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %seeds = gpu.alloc () : memref<128xi32>
    %steps = gpu.alloc () : memref<128xi32>
    %vals = gpu.alloc () : memref<128xf32>
    gpu.launch_func @loops::@collatz blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%seeds : memref<128xi32>, %steps : memref<128xi32>, %vals : memref<128xf32>)
    return
  }
}
