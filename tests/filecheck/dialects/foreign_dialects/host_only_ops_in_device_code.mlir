// A host-only op (read opaquely, see host_code_ops.mlir) in device code is refused at the op.

// RUN: not nvvm-opt %s --sm 80 -o /dev/null 2>&1 | filecheck %s

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) kernel {
      linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>)
                    outs(%c : memref<4x4xf32>)
      gpu.return
    }
  }
}
// CHECK: host_only_ops_in_device_code.mlir:8:7: error: {{.*}}'linalg.matmul'
