// RUN: not nvvm-opt %s -p convert-gpu-to-nvvm 2>&1 | filecheck %s
builtin.module {
  func.func @k(%v: f64, %o: i32, %w: i32) {
    %x, %ok = gpu.shuffle xor %v, %o, %w : f64
    func.return
  }
}
// CHECK: invalid.mlir:4:5: error: {{.*}}gpu.shuffle of f64: shfl.sync moves f32 or i32
// CHECK-NOT: Traceback
