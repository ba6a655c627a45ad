// An op no conversion handles is a located error naming it, from both drivers, nothing
// rewritten and no traceback.
// RUN: not nvvm-opt %s 2>&1 | filecheck %s
// RUN: not xdsl-opt %s -p lower-to-ptx -t ptx 2>&1 | filecheck %s --check-prefix=XDSL

func.func @k(%a: memref<4xf32>) attributes {nvvm.kernel} {
  %m = memref.alloc() : memref<4xf32>
  func.return
}

// CHECK: invalid.mlir:7:3: error: {{.*}}memref.alloc has no device lowering in finalize-memref-to-llvm
// CHECK-NOT: Traceback
// XDSL: error: {{.*}}memref.alloc has no device lowering in finalize-memref-to-llvm
// XDSL-NOT: Traceback
