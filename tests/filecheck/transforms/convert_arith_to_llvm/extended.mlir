// arith ops lowered directly (MLIR's arith-to-llvm does the same): *_extended at twice the
// width, maximumf/minimumf as the NaN-propagating intrinsics, remf as frem, index_castui as zext.
// RUN: nvvm-opt %s -p convert-arith-to-llvm | filecheck %s

builtin.module {
  func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %k: i16) -> (i32, i32, i1, f32, f32, f32, index) {
    %low, %high = arith.mulsi_extended %a, %b : i32
    %ulow, %uhigh = arith.mului_extended %a, %b : i32
    %sum, %carry = arith.addui_extended %a, %b : i32, i1
    %max = arith.maximumf %x, %y : f32
    %min = arith.minimumf %x, %y : f32
    %rem = arith.remf %x, %y : f32
    %i = arith.index_castui %k : i16 to index
    func.return %high, %uhigh, %carry, %max, %min, %rem, %i : i32, i32, i1, f32, f32, f32, index
  }
}

// CHECK:      %0 = llvm.sext %a : i32 to i64
// CHECK-NEXT: %1 = llvm.sext %b : i32 to i64
// CHECK-NEXT: %2 = llvm.mul %0, %1 : i64
// CHECK-NEXT: %low = llvm.trunc %2 : i64 to i32
// CHECK-NEXT: %3 = llvm.mlir.constant(32) : i64
// CHECK-NEXT: %4 = llvm.lshr %2, %3 : i64
// CHECK-NEXT: %high = llvm.trunc %4 : i64 to i32
// CHECK-NEXT: %5 = llvm.zext %a : i32 to i64
// CHECK:      %sum = llvm.add %a, %b : i32
// CHECK-NEXT: %carry = llvm.icmp "ult" %sum, %a : i32
// CHECK-NEXT: %max = llvm.intr.maximum(%x, %y) : (f32, f32) -> f32
// CHECK-NEXT: %min = llvm.intr.minimum(%x, %y) : (f32, f32) -> f32
// CHECK-NEXT: %rem = llvm.frem %x, %y : f32
// CHECK-NEXT: %i = llvm.zext %k : i16 to i64
