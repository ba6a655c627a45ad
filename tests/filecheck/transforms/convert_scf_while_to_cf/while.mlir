// scf.while: the before region is the loop header, scf.condition branches to the body or to
// the continuation whose arguments replace the loop's results.
// RUN: nvvm-opt %s -p convert-scf-while-to-cf | filecheck %s

builtin.module {
  func.func @f(%x0: i32) -> i32 {
    %one = arith.constant 1 : i32
    %r = scf.while (%x = %x0) : (i32) -> i32 {
      %more = arith.cmpi sgt, %x, %one : i32
      scf.condition(%more) %x : i32
    } do {
    ^bb0(%y: i32):
      %next = arith.subi %y, %one : i32
      scf.yield %next : i32
    }
    func.return %r : i32
  }
}

// CHECK:      %one = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^[[HEADER:bb[0-9]+]](%x0 : i32)
// CHECK-NEXT: ^[[HEADER]](%x: i32):
// CHECK-NEXT:   %more = arith.cmpi sgt, %x, %one : i32
// CHECK-NEXT:   cf.cond_br %more, ^[[BODY:bb[0-9]+]](%x : i32), ^[[EXIT:bb[0-9]+]](%x : i32)
// CHECK-NEXT: ^[[BODY]](%y: i32):
// CHECK-NEXT:   %next = arith.subi %y, %one : i32
// CHECK-NEXT:   cf.br ^[[HEADER]](%next : i32)
// CHECK-NEXT: ^[[EXIT]](%[[R:.*]]: i32):
// CHECK-NEXT:   func.return %[[R]] : i32
