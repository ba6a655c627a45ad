// A memref with a dynamic inner size is MLIR's descriptor: passed field by field (3 + 2R
// arguments, as MLIR's default convention), read through the aligned pointer, offset and
// strides (a stride the type gives stays a constant); memref.cast builds one from a static
// memref or takes its element 0 address.
// RUN: nvvm-opt %s -p convert-to-llvm | filecheck %s
// REQUIRES: ptxas
// RUN: nvvm-opt %s -p lower-to-ptx -t ptx > %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

builtin.module {
  func.func @use(%a: memref<?x?xf32>, %i: index, %j: index) -> f32 {
    %c1 = arith.constant 1 : index
    %n = memref.dim %a, %c1 : memref<?x?xf32>
    %v = memref.load %a[%i, %j] : memref<?x?xf32>
    func.return %v : f32
  }
  func.func @k(%s: memref<4x8xf32>, %d: memref<?x?xf32, 1>, %i: index) attributes {nvvm.kernel} {
    %dyn = memref.cast %s : memref<4x8xf32> to memref<?x?xf32>
    %v = func.call @use(%dyn, %i, %i) : (memref<?x?xf32>, index, index) -> f32
    %back = memref.cast %d : memref<?x?xf32, 1> to memref<4x8xf32, 1>
    memref.store %v, %back[%i, %i] : memref<4x8xf32, 1>
    func.return
  }
}

// CHECK:      llvm.func @use(%0: !llvm.ptr, %v: !llvm.ptr, %v_1: i64, %1: i64, %2: i64, %v_2: i64, %3: i64, %i: i64, %j: i64) -> f32 {
// CHECK-NEXT:   %v_3 = llvm.mul %i, %v_2 : i64
// CHECK-NEXT:   %v_4 = llvm.add %v_1, %v_3 : i64
// CHECK-NEXT:   %v_5 = llvm.add %v_4, %j : i64
// CHECK-NEXT:   %v_6 = llvm.getelementptr %v[%v_5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK:      llvm.func @k(%s: !llvm.ptr, %4: !llvm.ptr<1>, %back: !llvm.ptr<1>, %back_1: i64, %5: i64, %6: i64, %7: i64, %8: i64, %i_1: i64) attributes {nvvm.kernel} {
// CHECK-NEXT:   %dyn = llvm.mlir.constant(0) : i64
// CHECK-NEXT:   %dyn_1 = llvm.mlir.constant(4) : i64
// CHECK-NEXT:   %dyn_2 = llvm.mlir.constant(8) : i64
// CHECK-NEXT:   %dyn_3 = llvm.mlir.constant(8) : i64
// CHECK-NEXT:   %dyn_4 = llvm.mlir.constant(1) : i64
// CHECK-NEXT:   %v_8 = llvm.call @use(%s, %s, %dyn, %dyn_1, %dyn_2, %dyn_3, %dyn_4, %i_1, %i_1)
// CHECK-NEXT:   %back_2 = llvm.getelementptr %back[%back_1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
