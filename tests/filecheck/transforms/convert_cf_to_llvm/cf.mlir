// cf branches become llvm branches; non-entry block arguments are retyped here (index -> i64).
// RUN: nvvm-opt %s -p convert-cf-to-llvm | filecheck %s

builtin.module {
  llvm.func @f(%c: i1, %a: i64) {
    %i = builtin.unrealized_conversion_cast %a : i64 to index
    cf.cond_br %c, ^bb1(%i : index), ^bb2
  ^bb1(%x: index):
    cf.br ^bb2
  ^bb2:
    llvm.return
  }
}

// CHECK:      llvm.cond_br %c, ^bb1(%a : i64), ^bb2
// CHECK-NEXT: ^bb1(%x: i64):
// CHECK-NEXT:   llvm.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   llvm.return
