// ceildivsi/floordivsi/ceildivui in plain arith (their results checked by execution in
// tests/test_arith_expand.py).
// RUN: nvvm-opt %s -p arith-expand | filecheck %s

builtin.module {
  func.func @f(%a: i32, %b: i32, %i: index, %j: index) -> (i32, i32, index) {
    %c = arith.ceildivsi %a, %b : i32
    %f = arith.floordivsi %a, %b : i32
    %u = arith.ceildivui %i, %j : index
    func.return %c, %f, %u : i32, i32, index
  }
}

// CHECK:      %c = arith.divsi %a, %b : i32
// CHECK-NEXT: %c_1 = arith.muli %c, %b : i32
// CHECK-NEXT: %c_2 = arith.cmpi ne, %c_1, %a : i32
// CHECK:      %c_6 = arith.cmpi eq, %c_4, %c_5 : i1
// CHECK-NEXT: %c_7 = arith.andi %c_2, %c_6 : i1
// CHECK:      %c_9 = arith.addi %c, %c_8 : i32
// CHECK-NEXT: %c_10 = arith.select %c_7, %c_9, %c : i32
// CHECK:      %f_6 = arith.cmpi ne, %f_4, %f_5 : i1
// CHECK:      %f_9 = arith.subi %f, %f_8 : i32
// CHECK-NEXT: %f_10 = arith.select %f_7, %f_9, %f : i32
// CHECK:      %u_2 = arith.cmpi eq, %i, %u : index
// CHECK-NEXT: %u_3 = arith.subi %i, %u_1 : index
// CHECK-NEXT: %u_4 = arith.divui %u_3, %j : index
// CHECK-NEXT: %u_5 = arith.addi %u_4, %u_1 : index
// CHECK-NEXT: %u_6 = arith.select %u_2, %u, %u_5 : index
// CHECK-NOT:  ceildiv
// CHECK-NOT:  floordiv
