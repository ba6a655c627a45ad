// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s
// The barrier forms of MLIR's mlir/test/Target/LLVMIR/nvvm/barrier.mlir, rewritten.

llvm.func @barriers(%id : i32, %count : i32, %pred : i32) {
  // CHECK:      nvvm.barrier{{$}}
  // CHECK-NEXT: nvvm.barrier id = %{{.*}}{{$}}
  // CHECK-NEXT: nvvm.barrier id = %{{.*}} number_of_threads = %{{.*}}{{$}}
  // CHECK-NEXT: %{{.*}} = nvvm.barrier #nvvm.reduction<and> %{{.*}} -> i32
  // CHECK-NEXT: %{{.*}} = nvvm.barrier #nvvm.reduction<or> %{{.*}} -> i32
  // CHECK-NEXT: %{{.*}} = nvvm.barrier #nvvm.reduction<popc> %{{.*}} -> i32
  // CHECK-NEXT: nvvm.barrier {aligned}
  nvvm.barrier
  nvvm.barrier id = %id
  nvvm.barrier id = %id number_of_threads = %count
  %0 = nvvm.barrier #nvvm.reduction<and> %pred -> i32
  %1 = nvvm.barrier #nvvm.reduction<or> %pred -> i32
  %2 = nvvm.barrier #nvvm.reduction<popc> %pred -> i32
  nvvm.barrier {aligned}
  llvm.return
}
