// A reduction region on a type the shuffles cannot move is rejected at the op.
// RUN: not nvvm-opt %s -p convert-gpu-to-nvvm 2>&1 | filecheck %s
func.func @k(%v: f64) -> f64 {
  %m = gpu.all_reduce %v {
  ^bb0(%a: f64, %b: f64):
    %s = arith.addf %a, %b : f64
    "gpu.yield"(%s) : (f64) -> ()
  } : (f64) -> (f64)
  func.return %m : f64
}

// CHECK: error: {{.*}}gpu.all_reduce of f64: shuffles move f32 or i32
// CHECK-NOT: Traceback
