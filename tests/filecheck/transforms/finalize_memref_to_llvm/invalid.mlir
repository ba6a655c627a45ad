// A bare pointer does not carry a dynamic size (memref<?xf32> has no descriptor: its strides
// are in the type): a located error, nothing rewritten.
// RUN: not nvvm-opt %s -p finalize-memref-to-llvm 2>&1 | filecheck %s

func.func @f(%a: memref<?xf32>, %i: index) {
  %n = memref.dim %a, %i : memref<?xf32>
  func.return
}
// CHECK: invalid.mlir:6:3: error: {{.*}}memref.dim of a dynamic size of memref<?xf32>: a bare pointer does not carry it
// CHECK-NOT: Traceback
