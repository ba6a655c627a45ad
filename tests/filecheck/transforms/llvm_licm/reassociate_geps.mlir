// REQUIRES: ptxas
// llvm-licm reassociates `gep (gep p, x), y` with p and a run-time y invariant and x varying to
// `gep (gep p, y), x`, and hoists `gep p, y` (#26: Triton's `b + rows * N + cols`, one 64-bit
// add per load in the loop instead of two). A constant outer index (an immediate offset) and a
// varying y stay as they are.
// RUN: xdsl-opt %s -p llvm-licm | filecheck %s
// RUN: nvvm-opt %s --sm 80 -O2 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// CHECK-LABEL: llvm.func @tile
// CHECK:         %[[COLS:.*]] = llvm.getelementptr %b[%col] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
// CHECK-NEXT:    llvm.br ^[[LOOP:.*]](
// CHECK:       ^[[LOOP]](%k: i32):
// CHECK:         %[[ROW:.*]] = llvm.getelementptr %[[COLS]][%{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
// CHECK-NEXT:    llvm.load %[[ROW]]
// CHECK:         %[[R2:.*]] = llvm.getelementptr %b[%{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
// CHECK-NEXT:    llvm.getelementptr %[[R2]][8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
// CHECK:         %[[R3:.*]] = llvm.getelementptr %b[%{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
// CHECK-NEXT:    llvm.getelementptr %[[R3]][%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
llvm.func @tile(%b: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32, %col: i32, %end: i32) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %step = llvm.mlir.constant(64 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%k: i32):
  %rowoff = llvm.mul %k, %n : i32
  %row = llvm.getelementptr %b[%rowoff] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
  %at = llvm.getelementptr %row[%col] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
  %v = llvm.load %at : !llvm.ptr<1> -> f16
  %row2 = llvm.getelementptr %b[%rowoff] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
  %imm = llvm.getelementptr %row2[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
  %w = llvm.load %imm : !llvm.ptr<1> -> f16
  %row3 = llvm.getelementptr %b[%rowoff] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
  %vary = llvm.getelementptr %row3[%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
  %s = llvm.fadd %v, %w : f16
  llvm.store %s, %vary : f16, !llvm.ptr<1>
  %next = llvm.add %k, %step : i32
  %more = llvm.icmp "slt" %next, %end : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}
