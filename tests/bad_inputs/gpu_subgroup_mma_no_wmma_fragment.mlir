// A 16x16 f32 A operand: wmma has f32 (tf32) fragments for m16n16k8 only, so the load is refused.
gpu.module @m {
  gpu.func @k(%a: memref<16x16xf32>) kernel {
    %c0 = arith.constant 0 : index
    %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "AOp"> // ERROR: nvvm.wmma has no such fragment
    gpu.return
  }
}
