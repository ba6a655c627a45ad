// llvm-lsr: a counter only stepped and compared for equality with a loop-invariant bound
// becomes its distance to the bound, tested against 0; the bound leaves the loop.
// RUN: xdsl-opt %s -p llvm-lsr --split-input-file | filecheck %s

// CHECK-LABEL: llvm.func @down
// CHECK:         %[[D0:.*]] = llvm.sub %bound, %start : i32
// CHECK-NEXT:    llvm.br ^[[LOOP:.*]](%[[D0]], %acc0 : i32, i32)
// CHECK-NEXT:  ^[[LOOP]](%i: i32, %acc: i32):
// CHECK-NEXT:    %acc2 = llvm.add %acc, %acc : i32
// CHECK-NEXT:    %[[D:.*]] = llvm.sub %i, %four : i32
// CHECK-NEXT:    %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %done = llvm.icmp "eq" %[[D]], %[[ZERO]] : i32
// CHECK-NEXT:    llvm.cond_br %done, ^{{.*}}, ^[[LOOP]](%[[D]], %acc2 : i32, i32)
llvm.func @down(%start: i32, %bound: i32, %acc0: i32) -> i32 {
  %four = llvm.mlir.constant(4 : i32) : i32
  llvm.br ^loop(%start, %acc0 : i32, i32)
^loop(%i: i32, %acc: i32):
  %acc2 = llvm.add %acc, %acc : i32
  %i2 = llvm.add %four, %i : i32
  %done = llvm.icmp "eq" %i2, %bound : i32
  llvm.cond_br %done, ^exit, ^loop(%i2, %acc2 : i32, i32)
^exit:
  llvm.return %acc2 : i32
}

// -----

// From 0 the distance is the bound itself; `ne` with the bound on the left.
// CHECK-LABEL: llvm.func @from_zero
// CHECK:         llvm.br ^[[LOOP:.*]](%bound : i32)
// CHECK:         %[[D:.*]] = llvm.sub %i, %one : i32
// CHECK-NEXT:    %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %more = llvm.icmp "ne" %[[ZERO]], %[[D]] : i32
llvm.func @from_zero(%bound: i32, %p: !llvm.ptr) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  llvm.store %zero, %p : i32, !llvm.ptr
  %i2 = llvm.add %i, %one : i32
  %more = llvm.icmp "ne" %bound, %i2 : i32
  llvm.cond_br %more, ^loop(%i2 : i32), ^exit
^exit:
  llvm.return
}

// -----

// Left alone: the counter has another user, the bound is a constant, the test is an order.
// CHECK-LABEL: llvm.func @kept
// CHECK-NOT:     llvm.sub
// CHECK:         llvm.return
llvm.func @kept(%bound: i32, %p: !llvm.ptr) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %ten = llvm.mlir.constant(10 : i32) : i32
  llvm.br ^a(%zero : i32)
^a(%i: i32):
  llvm.store %i, %p : i32, !llvm.ptr
  %i2 = llvm.add %i, %one : i32
  %a_done = llvm.icmp "eq" %i2, %bound : i32
  llvm.cond_br %a_done, ^b(%zero : i32), ^a(%i2 : i32)
^b(%j: i32):
  %j2 = llvm.add %j, %one : i32
  %b_done = llvm.icmp "eq" %j2, %ten : i32
  llvm.cond_br %b_done, ^c(%zero : i32), ^b(%j2 : i32)
^c(%k: i32):
  %k2 = llvm.add %k, %one : i32
  %c_more = llvm.icmp "slt" %k2, %bound : i32
  llvm.cond_br %c_more, ^c(%k2 : i32), ^exit
^exit:
  llvm.return
}
