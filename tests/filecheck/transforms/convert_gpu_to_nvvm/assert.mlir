// cf.assert is CUDA's device assert (MLIR's lowering): a failed condition calls
// __assertfail(message, file, line, function, char size), then rejoins the block's rest.
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | filecheck %s
// REQUIRES: ptxas
// RUN: nvvm-opt %s -p lower-to-ptx -t ptx > %t.ptx
// RUN: filecheck %s --check-prefix=PTX < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

gpu.module @m {
  llvm.func @k(%ok: i1, %x: i32) -> i32 {
    cf.assert %ok, "x out of range"
    llvm.return %x : i32
  }
}

// CHECK:      llvm.mlir.global internal constant @assert_function(dense<[107, 0]> : tensor<2xi8>)
// CHECK:      llvm.mlir.global internal constant @assert_file(dense<[40, 117, 110, 107, 110, 111, 119, 110, 41, 0]> : tensor<10xi8>)
// CHECK:      llvm.mlir.global internal constant @assert_message(
// CHECK:      llvm.func @k(%ok: i1, %x: i32) -> i32 {
// CHECK-NEXT:   llvm.cond_br %ok, ^bb2, ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   %0 = llvm.mlir.addressof @assert_message : !llvm.ptr
// CHECK-NEXT:   %1 = llvm.mlir.addressof @assert_file : !llvm.ptr
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %3 = llvm.mlir.addressof @assert_function : !llvm.ptr
// CHECK-NEXT:   %4 = llvm.mlir.constant(1) : i64
// CHECK-NEXT:   llvm.call @__assertfail(%0, %1, %2, %3, %4) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
// CHECK-NEXT:   llvm.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   llvm.return %x : i32
// CHECK:      llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64)

// PTX: .extern .func __assertfail(
// PTX: call.uni __assertfail,
