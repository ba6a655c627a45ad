// An op of a dialect nobody registered, in its own custom form (IREE 3.13's launch metadata
// beside its kernels, regions and all), is read opaquely: it ends with the line on which the
// brackets it opened close. At the top level beside device code it is neither converted nor
// compiled; IREE's `iree_codegen.dispatch_config` makes the function it names a kernel, its
// workgroup_size the `.maxntid`, as IREE's CUDA serializer does. The generic form says the same.

// REQUIRES: ptxas
// RUN: nvvm-opt %s -t mlir | filecheck %s --check-prefix=MLIR
// RUN: nvvm-opt %s --sm 80 | filecheck %s
// RUN: nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: xdsl-opt %s --print-op-generic | nvvm-opt - --sm 80 | filecheck %s

module {
  llvm.func @k_dispatch_0(%arg0: !llvm.ptr<1>) {
    %0 = nvvm.read.ptx.sreg.tid.x : i32
    llvm.store %0, %arg0 : i32, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @helper(%arg0: !llvm.ptr<1>) {
    llvm.return
  }
  iree_codegen.dispatch_config @k_dispatch_0 workgroup_size = [64, 2, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c4, %c1, %c1 : index, index, index
  }
  other.marker
  other.note @helper [1, (2, 3)] {a = "}"}
}

// MLIR:      "iree_codegen.dispatch_config"() {nvvm_xdsl.custom_form = "@k_dispatch_0 workgroup_size = [64, 2, 1] subgroup_size = 32 {{.*}}iree_codegen.yield %c4, %c1, %c1 : index, index, index\0A  }"} : () -> ()
// MLIR-NEXT: "other.marker"() : () -> ()
// MLIR-NEXT: "other.note"() {nvvm_xdsl.custom_form = "@helper [1, (2, 3)] {a = \22}\22}"} : () -> ()

// CHECK:      .visible .entry k_dispatch_0(
// CHECK:      .maxntid 64, 2, 1
// CHECK:      .visible .func helper(
// CHECK-NOT:  iree_codegen
