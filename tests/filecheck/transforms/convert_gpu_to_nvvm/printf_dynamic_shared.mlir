// gpu.printf calls printf with a constant format (floats promoted to double);
// gpu.dynamic_shared_memory is the address of the extern zero-sized shared array.
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | filecheck %s

builtin.module {
  func.func @k(%i: i32, %f: f32) {
    gpu.printf "i=%d f=%f\n", %i, %f : i32, f32
    %m = gpu.dynamic_shared_memory : memref<?xi8, 3>
    func.return
  }
}

// CHECK-DAG: llvm.mlir.global internal constant @printfFormat_0(dense<[105, 61, 37, 100, 32, 102, 61, 37, 102, 10, 0]> : tensor<11xi8>)
// CHECK-DAG: llvm.mlir.global external @__dynamic_shmem__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK:     %[[FMT:.*]] = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
// CHECK:     %[[WIDE:.*]] = llvm.fpext %f : f32 to f64
// CHECK:     llvm.call @printf(%[[FMT]], %i, %[[WIDE]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
// CHECK:     llvm.mlir.addressof @__dynamic_shmem__ : !llvm.ptr<3>
// CHECK:     llvm.func @printf(!llvm.ptr, ...) -> i32
