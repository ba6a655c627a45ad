// An async gpu.launch is not outlined: a located error.
// RUN: not nvvm-opt %s -p gpu-kernel-outlining 2>&1 | filecheck %s
func.func @f(%c1: index) {
  %t = gpu.launch async blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  func.return
}
// CHECK: error: {{.*}}an async gpu.launch is not supported by gpu-kernel-outlining
// CHECK-NOT: Traceback
