// memref.get_global typed in shared memory (3) of a global declared in the default space:
// MLIR rejects the use; it compiled to a cvta-less shared access ptxas rejects (fuzzer seed
// 51, mutant 954).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @stage : memref<32xf32, 0> {alignment = 16 : i64}
    gpu.func @k(%out: memref<32xf32>) kernel {
      %c0 = arith.constant 0 : index
      %stage = memref.get_global @stage : memref<32xf32, 3> // ERROR: 'memref.get_global': result type
      %v = memref.load %stage[%c0] : memref<32xf32, 3>
      memref.store %v, %out[%c0] : memref<32xf32>
      gpu.return
    }
  }
}
