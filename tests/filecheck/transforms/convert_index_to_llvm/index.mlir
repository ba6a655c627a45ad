// index left on llvm ops (hand-written, or between conversions) becomes i64, and the casts
// to i64 the other conversions left become identities that reconcile removes.
// RUN: nvvm-opt %s -p convert-index-to-llvm,reconcile-unrealized-casts | filecheck %s

builtin.module {
  llvm.func @f() -> i64 {
    %c = llvm.mlir.constant(4 : index) : index
    %w = builtin.unrealized_conversion_cast %c : index to i64
    llvm.return %w : i64
  }
}

// CHECK:      llvm.func @f() -> i64 {
// CHECK-NEXT:   %c = llvm.mlir.constant(4) : i64
// CHECK-NEXT:   llvm.return %c : i64
