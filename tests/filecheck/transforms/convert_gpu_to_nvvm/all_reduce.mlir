// gpu.all_reduce: warp butterfly, one shared slot per warp between two barriers, a second
// butterfly over the slots (the ones past the last warp read the identity).
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | filecheck %s

func.func @k(%v: i32) -> i32 {
  %m = gpu.all_reduce max %v {} : (i32) -> (i32)
  func.return %m : i32
}

// CHECK:          llvm.mlir.global internal @__all_reduce_scratch() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x i32>
// CHECK-COUNT-5:  llvm.intr.smax
// CHECK:          llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK-NEXT:     nvvm.barrier0
// CHECK:          %[[MIN:.*]] = llvm.mlir.constant(-2147483648 : i32) : i32
// CHECK:          llvm.select %{{.*}}, %{{.*}}, %[[MIN]] : i1, i32
// CHECK-COUNT-5:  llvm.intr.smax
// CHECK:          nvvm.barrier0
