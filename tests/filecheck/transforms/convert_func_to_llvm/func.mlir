// func.func/return/call become llvm.func/return/call; memrefs are bare pointers in their
// memory space, index is i64, discardable attributes (nvvm.kernel) carry over.
// RUN: nvvm-opt %s -p convert-func-to-llvm | filecheck %s

builtin.module {
  func.func @k(%a: memref<16xf32>, %s: memref<8xf32, 3>, %n: index) attributes {nvvm.kernel} {
    %r = func.call @f(%n) : (index) -> index
    func.return
  }
  func.func @f(%x: index) -> index {
    func.return %x : index
  }
  func.func private @ext(f32) -> f32
}

// CHECK:      llvm.func @k(%a: !llvm.ptr, %s: !llvm.ptr<3>, %n: i64) attributes {nvvm.kernel} {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %n : i64 to index
// CHECK-NEXT:   %r = llvm.call @f(%n) : (i64) -> i64
// CHECK-NEXT:   %r_1 = builtin.unrealized_conversion_cast %r : i64 to index
// CHECK-NEXT:   llvm.return
// CHECK:      llvm.func @f(%x: i64) -> i64 {
// CHECK:        llvm.return %x : i64
// CHECK:      llvm.func @ext(f32) -> f32
