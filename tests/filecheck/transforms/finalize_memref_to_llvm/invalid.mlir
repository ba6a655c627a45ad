// A bare pointer cannot carry a dynamic inner size: a located error, nothing rewritten.
// RUN: not nvvm-opt %s -p finalize-memref-to-llvm 2>&1 | filecheck %s

func.func @f(%a: memref<?x?xf32>, %i: index) {
  %v = memref.load %a[%i, %i] : memref<?x?xf32>
  func.return
}
// CHECK: invalid.mlir:5:3: error: {{.*}}memref<?x?xf32> has a dynamic inner size: a bare pointer cannot carry its strides (only the outermost size may be dynamic)
// CHECK-NOT: Traceback
