// arith to llvm: index constants are i64, predicates keep their meaning, index_cast is
// sext/trunc or nothing.
// RUN: nvvm-opt %s -p convert-arith-to-llvm | filecheck %s

builtin.module {
  func.func @f(%a: i32, %b: i32, %x: f32, %y: f32) -> i1 {
    %c = arith.constant 7 : index
    %i = arith.index_cast %a : i32 to index
    %s = arith.addi %i, %c : index
    %t = arith.index_cast %s : index to i32
    %w = arith.index_cast %s : index to i64
    %d = arith.divsi %t, %b : i32
    %m = arith.maxsi %d, %b : i32
    %f = arith.mulf %x, %y : f32
    %g = arith.negf %f : f32
    %e = arith.extf %g : f32 to f64
    %p = arith.cmpi sge, %m, %a : i32
    %q = arith.cmpf olt, %x, %y : f32
    %r = arith.select %p, %q, %p : i1
    func.return %r : i1
  }
}

// CHECK:      %c = llvm.mlir.constant(7) : i64
// CHECK:      %i = llvm.sext %a : i32 to i64
// CHECK:      %s = llvm.add %i, %c : i64
// CHECK:      %t = llvm.trunc %s : i64 to i32
// CHECK-NEXT: %d = llvm.sdiv %t, %b : i32
// CHECK-NEXT: %m = llvm.intr.smax(%d, %b) : (i32, i32) -> i32
// CHECK-NEXT: %f = llvm.fmul %x, %y : f32
// CHECK-NEXT: %g = llvm.fneg %f : f32
// CHECK-NEXT: %e = llvm.fpext %g : f32 to f64
// CHECK-NEXT: %p = llvm.icmp "sge" %m, %a : i32
// CHECK-NEXT: %q = llvm.fcmp "olt" %x, %y : f32
// CHECK-NEXT: %r = llvm.select %p, %q, %p : i1, i1

