// Views of a memref descriptor are not lowered yet: a located error, nothing rewritten.
// RUN: not nvvm-opt %s -p finalize-memref-to-llvm 2>&1 | filecheck %s

func.func @g(%a: memref<?x?xf32>, %i: index) {
  %v = memref.subview %a[%i, 0] [1, 4] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[?], offset: ?>>
  func.return
}
// CHECK: descriptor_view_invalid.mlir:5:3: error: {{.*}}memref.subview of a memref descriptor is not supported yet
// CHECK-NOT: Traceback
