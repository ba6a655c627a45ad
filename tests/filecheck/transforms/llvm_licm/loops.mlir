// llvm-licm moves ops whose operands are defined outside a natural loop to its preheader,
// inner loops first, so that a nest's invariants reach the outermost preheader they can.
// RUN: xdsl-opt %s -p llvm-licm --split-input-file | filecheck %s

// CHECK-LABEL: llvm.func @nest
// CHECK-NEXT:    %[[START:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[ROW:.*]] = llvm.mul %n, %stride : i32
// CHECK-NEXT:    %[[BASE:.*]] = llvm.getelementptr %p[%[[ROW]]]
// CHECK-NEXT:    llvm.br ^[[OUTER:.*]](%[[START]] : i32)
// CHECK-NEXT:  ^[[OUTER]](%i: i32):
// CHECK-NEXT:    %[[IROW:.*]] = llvm.mul %i, %stride : i32
// CHECK-NEXT:    llvm.br ^[[INNER:.*]](%[[ZERO]] : i32)
// CHECK-NEXT:  ^[[INNER]](%j: i32):
// CHECK-NEXT:    %[[IDX:.*]] = llvm.add %[[IROW]], %j : i32
// CHECK-NEXT:    %[[Q:.*]] = llvm.getelementptr %[[BASE]][%[[IDX]]]
// CHECK-NEXT:    %[[V:.*]] = llvm.load %[[Q]]
llvm.func @nest(%p: !llvm.ptr, %n: i32, %stride: i32) {
  %start = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^outer(%start : i32)
^outer(%i: i32):
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^inner(%zero : i32)
^inner(%j: i32):
  %one = llvm.mlir.constant(1 : i32) : i32
  %row = llvm.mul %n, %stride : i32
  %base = llvm.getelementptr %p[%row] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %irow = llvm.mul %i, %stride : i32
  %idx = llvm.add %irow, %j : i32
  %q = llvm.getelementptr %base[%idx] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %v = llvm.load %q : !llvm.ptr -> f32
  %w = llvm.fadd %v, %v : f32
  llvm.store %w, %q : f32, !llvm.ptr
  %j2 = llvm.add %j, %one : i32
  %more = llvm.icmp "slt" %j2, %n : i32
  llvm.cond_br %more, ^inner(%j2 : i32), ^latch
^latch:
  %i2 = llvm.add %i, %one : i32
  %again = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %again, ^outer(%i2 : i32), ^exit
^exit:
  llvm.return
}

// -----

// Not hoisted: loads, stores, calls, and a division whose divisor may be zero (the loop body
// may never have run it). A division by a non-zero constant is hoisted.
// CHECK-LABEL: llvm.func @unsafe
// CHECK:         %[[SEVEN:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:    %[[Q:.*]] = llvm.udiv %n, %[[SEVEN]] : i32
// CHECK-NEXT:    llvm.br ^[[LOOP:.*]](
// CHECK-NEXT:  ^[[LOOP]](%i: i32):
// CHECK-NEXT:    llvm.load %p
// CHECK-NEXT:    llvm.udiv %n, %d : i32
// CHECK-NEXT:    llvm.call @f()
llvm.func @f()
llvm.func @unsafe(%p: !llvm.ptr, %n: i32, %d: i32) {
  %start = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^loop(%start : i32)
^loop(%i: i32):
  %v = llvm.load %p : !llvm.ptr -> i32
  %r = llvm.udiv %n, %d : i32
  llvm.call @f() : () -> ()
  %seven = llvm.mlir.constant(7 : i32) : i32
  %q = llvm.udiv %n, %seven : i32
  %s = llvm.add %v, %r : i32
  %t = llvm.add %s, %q : i32
  llvm.store %t, %p : i32, !llvm.ptr
  %i2 = llvm.add %i, %t : i32
  %more = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %more, ^loop(%i2 : i32), ^exit
^exit:
  llvm.return
}

// -----

// A loop whose header has two outside predecessors has no preheader: nothing moves.
// CHECK-LABEL: llvm.func @no_preheader
// CHECK:       ^{{.*}}(%i: i32):
// CHECK-NEXT:    llvm.mul %n, %n : i32
llvm.func @no_preheader(%p: !llvm.ptr, %n: i32, %c: i1) {
  %start = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %c, ^loop(%start : i32), ^loop(%n : i32)
^loop(%i: i32):
  %sq = llvm.mul %n, %n : i32
  %i2 = llvm.add %i, %sq : i32
  llvm.store %i2, %p : i32, !llvm.ptr
  %more = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %more, ^loop(%i2 : i32), ^exit
^exit:
  llvm.return
}
