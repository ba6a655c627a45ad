// Memrefs of `index` (MLIR's GPU tests store ids into memref<Nxindex>): the elements are i64 in
// the GEPs, loads, stores and allocas, as MLIR's index lowering makes them.
// RUN: nvvm-opt %s -p finalize-memref-to-llvm,convert-arith-to-llvm,reconcile-unrealized-casts -t mlir | filecheck %s --check-prefix=LLVM
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && filecheck %s < %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// LLVM: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// LLVM: llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: .visible .entry ids(
// CHECK: ld.global.b64
// CHECK: st.global.b64

gpu.module @m {
  gpu.func @ids(%out: memref<64xindex>) kernel {
    %t = gpu.thread_id x
    %c1 = arith.constant 1 : index
    %tmp = memref.alloca() : memref<2xindex>
    %v = memref.load %out[%t] : memref<64xindex>
    memref.store %v, %tmp[%c1] : memref<2xindex>
    %w = memref.load %tmp[%c1] : memref<2xindex>
    %s = arith.addi %w, %t : index
    memref.store %s, %out[%t] : memref<64xindex>
    gpu.return
  }
}
