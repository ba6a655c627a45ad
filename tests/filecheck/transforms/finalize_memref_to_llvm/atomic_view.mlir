// memref.atomic_rmw is llvm.atomicrmw (acq_rel) on the element's address, in the memref's space
// (#gpu.address_space names it); memref.view advances the byte pointer.
// RUN: nvvm-opt %s -p finalize-memref-to-llvm | filecheck %s

builtin.module {
  func.func @f(%m: memref<4x8xi32, #gpu.address_space<global>>, %s: memref<16xf32, #gpu.address_space<workgroup>>, %i: index, %v: i32, %w: f32) {
    %a = "memref.atomic_rmw"(%v, %m, %i, %i) <{kind = 10 : i64}> : (i32, memref<4x8xi32, #gpu.address_space<global>>, index, index) -> i32
    %b = "memref.atomic_rmw"(%w, %s, %i) <{kind = 0 : i64}> : (f32, memref<16xf32, #gpu.address_space<workgroup>>, index) -> f32
    func.return
  }
  func.func @g(%bytes: memref<?xi8, 3>, %shift: index, %n: index) -> f32 {
    %view = memref.view %bytes[%shift][%n] : memref<?xi8, 3> to memref<?x4xf32, 3>
    %c1 = arith.constant 1 : index
    %x = memref.load %view[%c1, %c1] : memref<?x4xf32, 3>
    func.return %x : f32
  }
}

// CHECK:      %0 = builtin.unrealized_conversion_cast %m : memref<4x8xi32, #gpu.address_space<global>> to !llvm.ptr<1>
// CHECK:      %a_3 = llvm.getelementptr %0[%a_2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
// CHECK-NEXT: %a_4 = llvm.atomicrmw min %a_3, %v acq_rel : !llvm.ptr<1>, i32
// CHECK:      %b = llvm.getelementptr %3[%4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// CHECK-NEXT: %b_1 = llvm.atomicrmw fadd %b, %w acq_rel : !llvm.ptr<3>, f32
// CHECK:      %view = llvm.getelementptr %0[%1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
// CHECK:      %x_1 = llvm.mul %2, %x : i64
// CHECK:      %x_3 = llvm.getelementptr %view[%x_2] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// CHECK-NEXT: %x_4 = llvm.load %x_3 : !llvm.ptr<3> -> f32
