// MLIR's own round-trip test mlir/test/Dialect/LLVMIR/nvvm-barrier-loc.mlir, as stored at
// llvm/llvm-project@b0e7361fb4fe162c892e2d2725e164ba8baa5d59 (`nvvm.barrier` with locations that
// name `#loc` aliases defined after the module, and the reduction form of `nvvm.barrier` that
// version has): the whole file, one chunk, with its CHECK lines. tests/test_nvvm_mlir_roundtrip.py
// parses it and compares the printed nvvm ops with mlir-opt-22's printing, or the CHECK lines.

// CHECK-LABEL: @barrier_loc_forward_ref
module {
  llvm.func @barrier_loc_forward_ref(%barId : i32, %numThreads : i32, %pred : i32) {
    // CHECK: nvvm.barrier
    nvvm.barrier loc(#loc1)

    // CHECK: nvvm.barrier id = %{{.*}}
    nvvm.barrier id = %barId loc(#loc2)

    // CHECK: nvvm.barrier id = %{{.*}} number_of_threads = %{{.*}}
    nvvm.barrier id = %barId number_of_threads = %numThreads loc(#loc1)

    // CHECK: %{{.*}} = nvvm.barrier #nvvm.reduction<and> %{{.*}} -> i32
    %0 = nvvm.barrier #nvvm.reduction<and> %pred -> i32 loc(#loc2)

    // CHECK: %{{.*}} = nvvm.barrier #nvvm.reduction<popc> %{{.*}} -> i32
    %1 = nvvm.barrier #nvvm.reduction<popc> %pred -> i32 loc(#loc1)

    llvm.return
  } loc(#loc0)
} loc(#loc0)
#loc0 = loc(unknown)
#loc1 = loc("barrier_test"(#loc0))
#loc2 = loc("barrier_with_id"(#loc0))
