// The masked memory intrinsics, stepvector and vector GEPs as MLIR 22 prints them: its generic
// form (alignment stored as i32) parses, ours prints as mlir-opt-22 prints (it reads it back),
// and MLIR 24's custom form (IREE 3.13: `(operands), alignment(N)`) parses to the same ops.
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 %s --mlir-print-op-generic | nvvm-opt -p '' | filecheck %s
// RUN: nvvm-opt %s -p '' | mlir-opt-22 | filecheck %s
// RUN: nvvm-opt %s -p '' --print-op-generic | filecheck %s --check-prefix=GENERIC

llvm.func @f(%p: !llvm.ptr<1>, %m: vector<4xi1>, %pass: vector<4xf32>, %v: vector<4xi32>) {
  %a = llvm.intr.masked.load %p, %m, %pass {alignment = 4 : i32} : (!llvm.ptr<1>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %b = llvm.intr.masked.load %p, %m {alignment = 16 : i32, nontemporal} : (!llvm.ptr<1>, vector<4xi1>) -> vector<4xi32>
  llvm.intr.masked.store %v, %p, %m {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into !llvm.ptr<1>
  %s = llvm.intr.stepvector : vector<4xi64>
  %ptrs = llvm.getelementptr %p[%s] : (!llvm.ptr<1>, vector<4xi64>) -> vector<4x!llvm.ptr<1>>, f32
  %g = llvm.intr.masked.gather %ptrs, %m, %pass {alignment = 4 : i32} : (vector<4x!llvm.ptr<1>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.scatter %g, %ptrs, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr<1>>
  llvm.return
}

// CHECK:      %{{.*}} = llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (!llvm.ptr<1>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.intr.masked.load %{{.*}}, %{{.*}} {alignment = 16 : i32, nontemporal} : (!llvm.ptr<1>, vector<4xi1>) -> vector<4xi32>
// CHECK-NEXT: llvm.intr.masked.store %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into !llvm.ptr<1>
// CHECK-NEXT: %{{.*}} = llvm.intr.stepvector : vector<4xi64>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, vector<4xi64>) -> vector<4x!llvm.ptr<1>>, f32
// CHECK-NEXT: %{{.*}} = llvm.intr.masked.gather %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (vector<4x!llvm.ptr<1>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: llvm.intr.masked.scatter %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr<1>>

// GENERIC: "llvm.intr.masked.load"(%{{.*}}, %{{.*}}, %{{.*}}) <{alignment = 4 : i32}>
// GENERIC: "llvm.intr.stepvector"() : () -> vector<4xi64>
