// A reduction region (instead of a named operation) is rejected at the op.
// RUN: not nvvm-opt %s -p convert-gpu-to-nvvm 2>&1 | filecheck %s
func.func @k(%v: f32) -> f32 {
  %m = gpu.all_reduce %v {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    "gpu.yield"(%s) : (f32) -> ()
  } : (f32) -> (f32)
  func.return %m : f32
}

// CHECK: error: {{.*}}gpu.all_reduce with a reduction region is not supported
// CHECK-NOT: Traceback
