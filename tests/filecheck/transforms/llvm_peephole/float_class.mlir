// Infinity tests (#26, Triton's `(x == inf) | (x == -inf)`): one compare of |x|.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce --split-input-file | filecheck %s

// CHECK-LABEL: llvm.func @isinf
// CHECK-NEXT:    %[[A:.*]] = llvm.intr.fabs(%x) : (f32) -> f32
// CHECK-NEXT:    %[[INF:.*]] = llvm.mlir.constant(0x7f800000 : f32) : f32
// CHECK-NEXT:    %[[C:.*]] = llvm.fcmp "oeq" %[[A]], %[[INF]] : f32
// CHECK-NEXT:    llvm.return %[[C]] : i1
llvm.func @isinf(%x: f32) -> i1 {
  %pinf = llvm.mlir.constant(0x7F800000 : f32) : f32
  %ninf = llvm.mlir.constant(0xFF800000 : f32) : f32
  %a = llvm.fcmp "oeq" %x, %pinf : f32
  %b = llvm.fcmp "oeq" %ninf, %x : f32
  %c = llvm.or %b, %a : i1
  llvm.return %c : i1
}

// -----

// CHECK-LABEL: llvm.func @not_inf
// CHECK-NEXT:    %[[A:.*]] = llvm.intr.fabs(%x) : (f64) -> f64
// CHECK-NEXT:    %[[INF:.*]] = llvm.mlir.constant(0x7ff0000000000000 : f64) : f64
// CHECK-NEXT:    %[[C:.*]] = llvm.fcmp "une" %[[A]], %[[INF]] : f64
// CHECK-NEXT:    llvm.return %[[C]] : i1
llvm.func @not_inf(%x: f64) -> i1 {
  %pinf = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
  %ninf = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
  %a = llvm.fcmp "une" %x, %pinf : f64
  %b = llvm.fcmp "une" %x, %ninf : f64
  %c = llvm.and %a, %b : i1
  llvm.return %c : i1
}

// -----

// Left alone: the same infinity twice, two different values, or `ordered not equal` (NaN
// fails both compares, so the `and` is not |x| != inf).
// CHECK-LABEL: llvm.func @kept
// CHECK-NOT:     llvm.intr.fabs
llvm.func @kept(%x: f32, %y: f32) -> i1 {
  %pinf = llvm.mlir.constant(0x7F800000 : f32) : f32
  %ninf = llvm.mlir.constant(0xFF800000 : f32) : f32
  %a = llvm.fcmp "oeq" %x, %pinf : f32
  %b = llvm.fcmp "oeq" %x, %pinf : f32
  %c = llvm.or %a, %b : i1
  %d = llvm.fcmp "oeq" %y, %ninf : f32
  %e = llvm.or %a, %d : i1
  %f = llvm.fcmp "one" %x, %pinf : f32
  %g = llvm.fcmp "one" %x, %ninf : f32
  %h = llvm.and %f, %g : i1
  %i = llvm.xor %c, %e : i1
  %j = llvm.xor %i, %h : i1
  llvm.return %j : i1
}
