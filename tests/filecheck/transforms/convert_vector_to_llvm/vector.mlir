// 1-D vector loads/stores at the element's address, aligned to the element (as MLIR does);
// broadcast as insertelement + zero-mask shufflevector; element-wise arith on the vector types.
// RUN: nvvm-opt %s -p convert-to-llvm | filecheck %s
// REQUIRES: ptxas
// RUN: nvvm-opt %s -p lower-to-ptx -t ptx > %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

builtin.module {
  func.func @f(%m: memref<16xf32, 1>, %h: memref<16xf16, 1>, %i: index, %s: f32) {
    %v = vector.load %m[%i] : memref<16xf32, 1>, vector<4xf32>
    %b = vector.broadcast %s : f32 to vector<4xf32>
    %p = arith.mulf %v, %b : vector<4xf32>
    %t = arith.truncf %p : vector<4xf32> to vector<4xf16>
    vector.store %t, %h[%i] : memref<16xf16, 1>, vector<4xf16>
    func.return
  }
}

// CHECK:      %v = llvm.getelementptr %m[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %v_1 = llvm.load %v {alignment = 4 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NEXT: %b = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %b_1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %b_2 = llvm.insertelement %s, %b[%b_1 : i32] : vector<4xf32>
// CHECK-NEXT: %b_3 = llvm.shufflevector %b_2, %b [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %p = llvm.fmul %v_1, %b_3 : vector<4xf32>
// CHECK-NEXT: %t = llvm.fptrunc %p : vector<4xf32> to vector<4xf16>
// CHECK-NEXT: %0 = llvm.getelementptr %h[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
// CHECK-NEXT: llvm.store %t, %0 {alignment = 2 : i64} : vector<4xf16>, !llvm.ptr<1>
