// Views are the same memory: subview advances the pointer by offsets times the source's strides
// (the view's strides come from its type), collapse_shape keeps it, reinterpret_cast adds its
// offset to the base, memory_space_cast is an addrspacecast.
// RUN: nvvm-opt %s -p finalize-memref-to-llvm | filecheck %s

builtin.module {
  func.func @f(%m: memref<8x4xf32>, %s: memref<16xf32, 3>, %i: index) -> (f32, f32, f32) {
    %row = memref.subview %m[%i, 1] [1, 3] [1, 1] : memref<8x4xf32> to memref<3xf32, strided<[1], offset: ?>>
    %c1 = arith.constant 1 : index
    %a = memref.load %row[%c1] : memref<3xf32, strided<[1], offset: ?>>
    %col = memref.subview %m[2, %i] [6, 1] [2, 1] : memref<8x4xf32> to memref<3xf32, strided<[8], offset: ?>>
    %b = memref.load %col[%c1] : memref<3xf32, strided<[8], offset: ?>>
    %flat = memref.collapse_shape %m [[0, 1]] : memref<8x4xf32> into memref<32xf32>
    %r = memref.reinterpret_cast %flat to offset: [4], sizes: [7, 4], strides: [4, 1] : memref<32xf32> to memref<7x4xf32, strided<[4, 1], offset: 4>>
    %c = memref.load %r[%i, %i] : memref<7x4xf32, strided<[4, 1], offset: 4>>
    %g = "memref.memory_space_cast"(%s) : (memref<16xf32, 3>) -> memref<16xf32>
    memref.store %c, %g[%i] : memref<16xf32>
    func.return %a, %b, %c : f32, f32, f32
  }
}

// CHECK:      %row = llvm.mlir.constant(4) : i64
// CHECK-NEXT: %row_1 = llvm.mul %1, %row : i64
// CHECK-NEXT: %row_2 = llvm.mlir.constant(1) : i64
// CHECK-NEXT: %row_3 = llvm.add %row_1, %row_2 : i64
// CHECK-NEXT: %row_4 = llvm.getelementptr %0[%row_3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK:      %a = llvm.getelementptr %row_4[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK:      %col = llvm.mlir.constant(8) : i64
// CHECK-NEXT: %col_1 = llvm.add %4, %col : i64
// CHECK-NEXT: %col_2 = llvm.getelementptr %3[%col_1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK:      %b = llvm.mlir.constant(8) : i64
// CHECK-NEXT: %b_1 = llvm.mul %5, %b : i64
// CHECK-NEXT: %b_2 = llvm.getelementptr %col_2[%b_1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK:      %flat = builtin.unrealized_conversion_cast %6 : !llvm.ptr to memref<32xf32>
// CHECK-NEXT: %r = llvm.mlir.constant(4) : i64
// CHECK-NEXT: %r_1 = llvm.getelementptr %6[%r] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK:      %c_3 = llvm.getelementptr %r_1[%c_2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK:      %g = llvm.addrspacecast %9 : !llvm.ptr<3> to !llvm.ptr
// CHECK:      llvm.store %c_4, %11 : f32, !llvm.ptr
