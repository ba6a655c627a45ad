// vector.shuffle of 1-D vectors: operands of one type are one llvm.shufflevector with the op's
// mask; operands of different lengths are built lane by lane (extractelement from the operand
// the mask index falls in, insertelement at the result lane), as MLIR's convert-vector-to-llvm
// does; the PTX assembles. A 2-D shuffle is a located error.
// RUN: nvvm-opt %s -p convert-to-llvm -t mlir | filecheck %s
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: sed 's/%v, %v \[0, 1\] : vector<4xf32>, vector<4xf32>/%m, %m [1, 0] : vector<2x2xf32>, vector<2x2xf32>/' %s | not nvvm-opt -p convert-to-llvm 2>&1 | filecheck %s --check-prefix=ERR
// CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [3, 2, 1, 0] : vector<4xf32>
// CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [0, 4, 1, 5] : vector<4xf32>
// CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [0, 0] : vector<2xi32>
// CHECK: %[[U:.*]] = llvm.mlir.undef : vector<2xi32>
// CHECK: %[[C0:.*]] = llvm.mlir.constant(0) : i64
// CHECK: %[[A:.*]] = llvm.extractelement %{{.*}}[%[[C0]] : i64] : vector<4xi32>
// CHECK: %[[L0:.*]] = llvm.mlir.constant(0) : i64
// CHECK: %[[R0:.*]] = llvm.insertelement %[[A]], %[[U]][%[[L0]] : i64] : vector<2xi32>
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1) : i64
// CHECK: %[[B:.*]] = llvm.extractelement %{{.*}}[%[[C1]] : i64] : vector<2xi32>
// CHECK: %[[L1:.*]] = llvm.mlir.constant(1) : i64
// CHECK: llvm.insertelement %[[B]], %[[R0]][%[[L1]] : i64] : vector<2xi32>
// ERR: error: 'vector.shuffle': vector.shuffle of vector<2x2xf32> and vector<2x2xf32>: only fixed 1-D vectors are lowered

gpu.module @m {
  gpu.func @k(%a: memref<64xf32>, %b: memref<64xi32>, %mm: memref<2x2xf32>) kernel {
    %t = gpu.thread_id x
    %c4 = arith.constant 4 : index
    %base = arith.muli %t, %c4 : index
    %v = vector.load %a[%base] : memref<64xf32>, vector<4xf32>
    %m = arith.constant dense<1.0> : vector<2x2xf32>
    %pair = vector.shuffle %v, %v [0, 1] : vector<4xf32>, vector<4xf32>
    %r = vector.shuffle %v, %v [3, 2, 1, 0] : vector<4xf32>, vector<4xf32>
    %x = vector.shuffle %r, %v [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>
    vector.store %x, %a[%base] : memref<64xf32>, vector<4xf32>
    %w = vector.load %b[%base] : memref<64xi32>, vector<4xi32>
    %ti = arith.index_cast %t : index to i32
    %s = vector.broadcast %ti : i32 to vector<2xi32>
    %two = vector.shuffle %w, %s [0, 5] : vector<4xi32>, vector<2xi32>
    vector.store %two, %b[%base] : memref<64xi32>, vector<2xi32>
    gpu.return
  }
}
