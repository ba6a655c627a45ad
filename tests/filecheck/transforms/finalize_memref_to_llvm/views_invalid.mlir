// reinterpret_cast of a view that does not start at its base: the bare pointer has lost the
// base its new offset is relative to. A located error, nothing rewritten.
// RUN: not nvvm-opt %s -p finalize-memref-to-llvm 2>&1 | filecheck %s

func.func @f(%m: memref<4xf32, strided<[1], offset: 2>>) {
  %r = memref.reinterpret_cast %m to offset: [1], sizes: [2], strides: [1] : memref<4xf32, strided<[1], offset: 2>> to memref<2xf32, strided<[1], offset: 1>>
  func.return
}
// CHECK: views_invalid.mlir:6:3: error: {{.*}}memref.reinterpret_cast of memref<4xf32, strided<[1], offset: 2>>: a bare pointer does not keep the base its offset is relative to
// CHECK-NOT: Traceback
