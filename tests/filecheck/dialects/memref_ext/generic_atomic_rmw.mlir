// memref.generic_atomic_rmw and memref.atomic_yield (MLIR's ops, missing from xDSL 0.74) print
// back as mlir-opt-22 prints them, in both forms; the verifier rejects a region with side
// effects (MLIR's rule: the region may run several times) and a yield of another type.
// RUN: nvvm-opt %s -t mlir | filecheck %s
// RUN: nvvm-opt %s -t mlir --print-op-generic | nvvm-opt -t mlir | filecheck %s
// RUN: %if mlir-opt-22 %{ mlir-opt-22 %s --mlir-print-op-generic | nvvm-opt -t mlir | filecheck %s --check-prefix=MLIR %}
// RUN: sed 's/%m = arith.muli %cur, %c3 : i32/%m = memref.load %b[%c0] : memref<2xi32>/' %s | not nvvm-opt -t mlir 2>&1 | filecheck %s --check-prefix=EFFECT
// RUN: sed 's/memref.atomic_yield %h : f32/memref.atomic_yield %c3 : i32/' %s | not nvvm-opt -t mlir 2>&1 | filecheck %s --check-prefix=TYPE
// CHECK:      %o = memref.generic_atomic_rmw %b[%c0] : memref<2xi32> {
// CHECK-NEXT: ^bb0(%cur: i32):
// CHECK-NEXT:   %m = arith.muli %cur, %c3 : i32
// CHECK-NEXT:   memref.atomic_yield %m : i32
// CHECK-NEXT: }
// CHECK:      memref.generic_atomic_rmw %a[%c0, %c0] : memref<4x4xf32> {
// CHECK:        memref.atomic_yield %h : f32
// MLIR:      = memref.generic_atomic_rmw %{{.*}}[%{{.*}}] : memref<2xi32> {
// MLIR-NEXT: ^bb0(%{{.*}}: i32):
// MLIR-NEXT:   %[[M:.*]] = arith.muli
// MLIR-NEXT:   memref.atomic_yield %[[M]] : i32
// EFFECT: error: {{.*}}body of 'memref.generic_atomic_rmw' should contain only operations with no side effects ('memref.load' has some)
// TYPE: error: {{.*}}types mismatch between yield op: i32 and its parent: f32

func.func @f(%a: memref<4x4xf32>, %b: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : i32
  %h = arith.constant 5.000000e-01 : f32
  %o = memref.generic_atomic_rmw %b[%c0] : memref<2xi32> {
  ^bb0(%cur: i32):
    %m = arith.muli %cur, %c3 : i32
    memref.atomic_yield %m : i32
  }
  %f = memref.generic_atomic_rmw %a[%c0, %c0] : memref<4x4xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %h : f32
  }
  return
}
