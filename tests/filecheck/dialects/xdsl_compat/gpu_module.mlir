// gpu.module in MLIR's custom form, with and without targets, and its generic form.
// RUN: xdsl-opt %s --split-input-file | filecheck %s
// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC

module attributes {gpu.container_module} {
  gpu.module @device [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">] {
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}
// CHECK:      builtin.module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @device [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">] {
// CHECK-NEXT:     llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
// GENERIC:      "gpu.module"() <{sym_name = "device", targets = [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">]}> ({
// GENERIC-NEXT:   "llvm.func"()

// -----

gpu.module @plain {
}
gpu.module @two_targets [#nvvm.target<chip = "sm_90a">, #nvvm.target] attributes {my.tag = 1 : i32} {
  llvm.func @f()
}
// CHECK:      gpu.module @plain {
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @two_targets [#nvvm.target<chip = "sm_90a">, #nvvm.target] attributes {my.tag = 1 : i32} {
// CHECK-NEXT:   llvm.func @f()
// GENERIC:    "gpu.module"() <{sym_name = "plain"}> ({
// GENERIC:    "gpu.module"() <{sym_name = "two_targets", targets = [#nvvm.target<chip = "sm_90a">, #nvvm.target]}> ({
// GENERIC:    }) {my.tag = 1 : i32} : () -> ()

// -----

// MLIR's generic form (what `mlir-opt --mlir-print-op-generic` writes) parses.
"gpu.module"() <{sym_name = "g", targets = [#nvvm.target<chip = "sm_75", features = "+ptx78">]}> ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "k", visibility_ = 0 : i64}> ({
    "llvm.return"() : () -> ()
  }) {nvvm.kernel} : () -> ()
}) : () -> ()
// CHECK:      gpu.module @g [#nvvm.target<chip = "sm_75", features = "+ptx78">] {
// CHECK-NEXT:   llvm.func @k() attributes {nvvm.kernel} {
