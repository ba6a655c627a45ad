// A reduction region on a type the shuffles cannot move is rejected at the op.
// RUN: not nvvm-opt %s -p convert-gpu-to-nvvm 2>&1 | filecheck %s
func.func @k(%v: i1) -> i1 {
  %m = gpu.all_reduce %v {
  ^bb0(%a: i1, %b: i1):
    %s = arith.ori %a, %b : i1
    "gpu.yield"(%s) : (i1) -> ()
  } : (i1) -> (i1)
  func.return %m : i1
}

// CHECK: error: {{.*}}gpu.all_reduce of i1: shuffles move integers and floats of 8 to 64 bits
// CHECK-NOT: Traceback
