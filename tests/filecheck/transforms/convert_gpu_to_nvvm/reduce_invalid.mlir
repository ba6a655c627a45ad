// A subgroup_reduce cluster wider than the warp is a located error, before anything is rewritten.
// RUN: not nvvm-opt %s -p convert-gpu-to-nvvm 2>&1 | filecheck %s
func.func @k(%v: i32) -> i32 {
  %r = gpu.subgroup_reduce add %v cluster(size = 16, stride = 4) : (i32) -> i32
  func.return %r : i32
}
// CHECK: reduce_invalid.mlir:4:3: error: {{.*}}gpu.subgroup_reduce cluster of 16 lanes 4 apart exceeds the 32-lane warp
// CHECK-NOT: Traceback
