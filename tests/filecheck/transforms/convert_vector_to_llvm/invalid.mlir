// A 2-D vector is not lowered: a located error, nothing rewritten.
// RUN: not nvvm-opt %s -p convert-vector-to-llvm 2>&1 | filecheck %s
func.func @f(%m: memref<16xf32>, %i: index) {
  %v = vector.load %m[%i] : memref<16xf32>, vector<2x2xf32>
  func.return
}
// CHECK: invalid.mlir:4:3: error: {{.*}}vector.load of vector<2x2xf32>: only fixed 1-D vectors are lowered
// CHECK-NOT: Traceback
