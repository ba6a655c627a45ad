// RUN: not nvvm-opt %s -p convert-gpu-to-nvvm 2>&1 | filecheck %s
builtin.module {
  func.func @k(%v: i1, %o: i32, %w: i32) {
    %x, %ok = gpu.shuffle xor %v, %o, %w : i1
    func.return
  }
}
// CHECK: invalid.mlir:4:5: error: {{.*}}gpu.shuffle of i1: shuffles move integers and floats of 8 to 64 bits
// CHECK-NOT: Traceback
