// Triton's overflow checks (debug mode, #26): `lo <= x & x <= hi` is one unsigned compare of
// x - lo, and a branch on a negated condition branches on the condition with its targets swapped.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce --split-input-file | filecheck %s

// CHECK-LABEL: llvm.func @fits_i32
// CHECK-NEXT:    %[[LO:.*]] = llvm.mlir.constant(2147483648) : i64
// CHECK-NEXT:    %[[S:.*]] = llvm.add %x, %[[LO]] : i64
// CHECK-NEXT:    %[[SPAN:.*]] = llvm.mlir.constant(4294967295) : i64
// CHECK-NEXT:    %[[C:.*]] = llvm.icmp "ule" %[[S]], %[[SPAN]] : i64
// CHECK-NEXT:    llvm.return %[[C]] : i1
llvm.func @fits_i32(%x: i64) -> i1 {
  %hi = llvm.mlir.constant(2147483647 : i64) : i64
  %lo = llvm.mlir.constant(-2147483648 : i64) : i64
  %a = llvm.icmp "sle" %x, %hi : i64
  %b = llvm.icmp "sge" %x, %lo : i64
  %c = llvm.and %a, %b : i1
  llvm.return %c : i1
}

// -----

// Strict bounds: -7 < x < 5 is x + 6 <= 10.
// CHECK-LABEL: llvm.func @strict
// CHECK-NEXT:    %[[LO:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT:    %[[S:.*]] = llvm.add %x, %[[LO]] : i32
// CHECK-NEXT:    %[[SPAN:.*]] = llvm.mlir.constant(10 : i32) : i32
// CHECK-NEXT:    llvm.icmp "ule" %[[S]], %[[SPAN]] : i32
llvm.func @strict(%x: i32) -> i1 {
  %h = llvm.mlir.constant(5 : i32) : i32
  %l = llvm.mlir.constant(-7 : i32) : i32
  %a = llvm.icmp "sgt" %x, %l : i32
  %b = llvm.icmp "slt" %x, %h : i32
  %c = llvm.and %a, %b : i1
  llvm.return %c : i1
}

// -----

// Left alone: an empty range, two upper bounds, two different values.
// CHECK-LABEL: llvm.func @kept
// CHECK-NOT:     "ule"
llvm.func @kept(%x: i32, %y: i32) -> i1 {
  %h = llvm.mlir.constant(5 : i32) : i32
  %l = llvm.mlir.constant(7 : i32) : i32
  %a = llvm.icmp "sge" %x, %l : i32
  %b = llvm.icmp "sle" %x, %h : i32
  %c = llvm.and %a, %b : i1
  %d = llvm.icmp "slt" %x, %l : i32
  %e = llvm.and %b, %d : i1
  %f = llvm.icmp "sge" %y, %l : i32
  %g = llvm.and %b, %f : i1
  %i = llvm.xor %c, %e : i1
  %j = llvm.xor %i, %g : i1
  llvm.return %j : i1
}

// -----

// CHECK-LABEL: llvm.func @negated_branch
// CHECK:         llvm.cond_br %c, ^[[NO:.*]], ^[[YES:.*]]
// CHECK-NEXT:  ^[[YES]]:
// CHECK-NEXT:    llvm.return %x : i32
// CHECK-NEXT:  ^[[NO]]:
// CHECK-NEXT:    llvm.return %y : i32
llvm.func @negated_branch(%c: i1, %x: i32, %y: i32) -> i32 {
  %f = llvm.mlir.constant(false) : i1
  %n = llvm.icmp "eq" %c, %f : i1
  llvm.cond_br %n, ^yes, ^no
^yes:
  llvm.return %x : i32
^no:
  llvm.return %y : i32
}
