// Vector constants: a 1-D one is an llvm.mlir.constant of the vector; a splat of an n-D vector
// (MLIR's array of 1-D rows, the nvgpu.mma.sync fragments of MLIR's GPU tests) is one row
// constant inserted into every row; an n-D constant that is not a splat is refused at the op.
// RUN: nvvm-opt %s -p convert-arith-to-llvm -t mlir | filecheck %s
// RUN: sed 's/dense<0.5> : vector<3x2xf32>/dense<[[0.5, 1.0], [0.5, 1.0], [0.5, 1.0]]> : vector<3x2xf32>/' %s > %t.mlir
// RUN: not nvvm-opt %t.mlir -p convert-arith-to-llvm 2>&1 | filecheck %s --check-prefix=ERR
// CHECK: llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
// CHECK: %[[ROW:.*]] = llvm.mlir.constant(dense<5.000000e-01> : vector<2xf32>) : vector<2xf32>
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.array<3 x vector<2xf32>>
// CHECK: %[[A0:.*]] = llvm.insertvalue %[[ROW]], %[[U]][0] : !llvm.array<3 x vector<2xf32>>
// CHECK: %[[A1:.*]] = llvm.insertvalue %[[ROW]], %[[A0]][1] : !llvm.array<3 x vector<2xf32>>
// CHECK: llvm.insertvalue %[[ROW]], %[[A1]][2] : !llvm.array<3 x vector<2xf32>>
// ERR: error: 'arith.constant': arith.constant of vector<3x2xf32>: only splats of n-D vectors are lowered

func.func @constants() -> (vector<4xi32>, vector<3x2xf32>) {
  %0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %1 = arith.constant dense<0.5> : vector<3x2xf32>
  return %0, %1 : vector<4xi32>, vector<3x2xf32>
}

