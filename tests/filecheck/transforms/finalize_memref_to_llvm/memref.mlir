// Loads and stores are a GEP (one linearized i64 index) + load/store on the bare pointer, in
// the memref's memory space; globals keep it; alloca is an llvm.alloca of the element count.
// RUN: nvvm-opt %s -p finalize-memref-to-llvm,convert-func-to-llvm,convert-arith-to-llvm,reconcile-unrealized-casts | filecheck %s

builtin.module {
  "memref.global"() <{sym_name = "tile", sym_visibility = "private", type = memref<8x32xf32, 3>, initial_value}> : () -> ()
  "memref.global"() <{sym_name = "lut", sym_visibility = "private", type = memref<2xi32>, initial_value = dense<[3, 5]> : tensor<2xi32>, constant}> : () -> ()
  func.func @f(%a: memref<16x4xf32>, %i: index, %j: index) {
    %t = memref.get_global @tile : memref<8x32xf32, 3>
    %v = memref.load %a[%i, %j] : memref<16x4xf32>
    memref.store %v, %t[%i, %j] : memref<8x32xf32, 3>
    %p = memref.alloca() : memref<3xf32>
    memref.store %v, %p[%i] : memref<3xf32>
    func.return
  }
}

// CHECK:      llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<256 x f32>
// CHECK:      llvm.mlir.global internal constant @lut(dense<[3, 5]> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>
// CHECK:      llvm.func @f(%a: !llvm.ptr, %i: i64, %j: i64) {
// CHECK-NEXT:   %t = llvm.mlir.addressof @tile : !llvm.ptr<3>
// CHECK-NEXT:   %[[FOUR:.*]] = llvm.mlir.constant(4) : i64
// CHECK-NEXT:   %[[ROW:.*]] = llvm.mul %i, %[[FOUR]] : i64
// CHECK-NEXT:   %[[AT:.*]] = llvm.add %[[ROW]], %j : i64
// CHECK-NEXT:   %[[PTR:.*]] = llvm.getelementptr %a[%[[AT]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %[[V:.*]] = llvm.load %[[PTR]] : !llvm.ptr -> f32
// CHECK-NEXT:   %[[W:.*]] = llvm.mlir.constant(32) : i64
// CHECK:        %[[SPTR:.*]] = llvm.getelementptr %t[%{{.*}}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// CHECK-NEXT:   llvm.store %[[V]], %[[SPTR]] : f32, !llvm.ptr<3>
// CHECK:        %[[P:.*]] = llvm.alloca %{{.*}} x f32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.getelementptr %[[P]][%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
