// RUN: xdsl-opt %s -p lower-aggr-copies --split-input-file | filecheck %s

// An aggregate phi (block argument) becomes one block argument per leaf; every branch passes
// the leaves. insertvalue chains, selects and undef/zero pieces never exist as aggregates.

// CHECK-LABEL: llvm.func @phi(%c: i1, %x: i32, %y: f64, %q: !llvm.ptr) -> f64 {
// CHECK-NEXT:    %[[ZI:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[ZF:.*]] = llvm.mlir.constant(0.000000e+00 : f64) : f64
// CHECK-NEXT:    llvm.cond_br %c, ^[[BB1:.*]], ^[[BB2:.*]](%[[ZI]], %[[ZF]] : i32, f64)
// CHECK-NEXT:  ^[[BB1]]:
// CHECK-NEXT:    llvm.br ^[[BB2]](%x, %y : i32, f64)
// CHECK-NEXT:  ^[[BB2]](%[[A:.*]]: i32, %[[B:.*]]: f64):
// CHECK-NEXT:    llvm.store %[[A]], %q {alignment = 8 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %ptr = llvm.getelementptr inbounds %q[8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[B]], %ptr {alignment = 8 : i64} : f64, !llvm.ptr
// CHECK-NEXT:    llvm.return %[[B]] : f64
// CHECK-NEXT:  }
llvm.func @phi(%c: i1, %x: i32, %y: f64, %q: !llvm.ptr) -> f64 {
  %z = llvm.mlir.zero : !llvm.struct<(i32, f64)>
  llvm.cond_br %c, ^set, ^join(%z : !llvm.struct<(i32, f64)>)
^set:
  %u = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %a = llvm.insertvalue %x, %u[0] : !llvm.struct<(i32, f64)>
  %b = llvm.insertvalue %y, %a[1] : !llvm.struct<(i32, f64)>
  llvm.br ^join(%b : !llvm.struct<(i32, f64)>)
^join(%s: !llvm.struct<(i32, f64)>):
  llvm.store %s, %q : !llvm.struct<(i32, f64)>, !llvm.ptr
  %r = llvm.extractvalue %s[1] : !llvm.struct<(i32, f64)>
  llvm.return %r : f64
}

// -----

// A select of aggregates is a select per leaf; a nested extractvalue takes a slice of leaves.
// The i16 leaves are never read, so neither their loads nor their select exist.

// CHECK-LABEL: llvm.func @select(%c: i1, %p: !llvm.ptr, %q: !llvm.ptr) -> f32 {
// CHECK-NOT:     -> i16
// CHECK-NOT:     i1, i16
// CHECK:         %[[S1:.*]] = llvm.select %c, %split, %split_2 : i1, f32
// CHECK-NEXT:    %[[S2:.*]] = llvm.select %c, %split_1, %split_3 : i1, f32
// CHECK-NEXT:    llvm.store %[[S1]], %q {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT:    %[[P:.*]] = llvm.getelementptr inbounds %q[4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[S2]], %[[P]] {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT:    llvm.return %[[S2]] : f32
llvm.func @select(%c: i1, %p: !llvm.ptr, %q: !llvm.ptr) -> f32 {
  %a = llvm.load %p : !llvm.ptr -> !llvm.struct<(i16, array<2 x f32>)>
  %g = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i16, array<2 x f32>)>
  %b = llvm.load %g : !llvm.ptr -> !llvm.struct<(i16, array<2 x f32>)>
  %s = llvm.select %c, %a, %b : i1, !llvm.struct<(i16, array<2 x f32>)>
  %arr = llvm.extractvalue %s[1] : !llvm.struct<(i16, array<2 x f32>)>
  llvm.store %arr, %q : !llvm.array<2 x f32>, !llvm.ptr
  %r = llvm.extractvalue %arr[1] : !llvm.array<2 x f32>
  llvm.return %r : f32
}

// -----

// An aggregate passed to a call is rebuilt right before the call. Leaves that were never set
// (undef) are not inserted, and the chain then starts from undef; the call result is split
// right after the call. A split.struct already in the input just forwards the leaves.

// CHECK-LABEL: llvm.func @call(%x: i32) -> i32 {
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i32, array<3 x i8>, i64)>
// CHECK-NEXT:    %[[I:.*]] = llvm.insertvalue %x, %[[U]][0] : !llvm.struct<(i32, array<3 x i8>, i64)>
// CHECK-NEXT:    %r = llvm.call @callee(%[[I]]) : (!llvm.struct<(i32, array<3 x i8>, i64)>) -> !llvm.struct<(i32, array<3 x i8>, i64)>
// CHECK-NEXT:    %split, %split_1, %split_2, %split_3, %split_4 = nvvm.split.struct %r : !llvm.struct<(i32, array<3 x i8>, i64)>
// CHECK-NEXT:    llvm.return %split : i32
// CHECK-NEXT:  }
llvm.func @callee(!llvm.struct<(i32, array<3 x i8>, i64)>) -> !llvm.struct<(i32, array<3 x i8>, i64)>
llvm.func @call(%x: i32) -> i32 {
  %u = llvm.mlir.undef : !llvm.struct<(i32, array<3 x i8>, i64)>
  %a = llvm.insertvalue %x, %u[0] : !llvm.struct<(i32, array<3 x i8>, i64)>
  %r = llvm.call @callee(%a) : (!llvm.struct<(i32, array<3 x i8>, i64)>) -> !llvm.struct<(i32, array<3 x i8>, i64)>
  %l:5 = nvvm.split.struct %r : !llvm.struct<(i32, array<3 x i8>, i64)>
  llvm.return %l#0 : i32
}

// -----

// llvm.switch passes leaves to every destination that takes an aggregate.

// CHECK-LABEL: llvm.func @switch(%v: i32, %a: !llvm.struct<(i8, i8)>) -> i8 {
// CHECK-NEXT:    %split, %split_1 = nvvm.split.struct %a : !llvm.struct<(i8, i8)>
// CHECK-NEXT:    llvm.switch %v : i32, ^{{.*}}(%split, %split_1 : i8, i8) [
// CHECK-NEXT:      1: ^{{.*}}(%split_1, %split : i8, i8)
// CHECK-NEXT:    ]
// CHECK:       ^{{.*}}(%{{.*}}: i8, %[[SECOND:.*]]: i8):
// CHECK-NEXT:    llvm.return %[[SECOND]] : i8
llvm.func @switch(%v: i32, %a: !llvm.struct<(i8, i8)>) -> i8 {
  %x = llvm.extractvalue %a[0] : !llvm.struct<(i8, i8)>
  %y = llvm.extractvalue %a[1] : !llvm.struct<(i8, i8)>
  %u = llvm.mlir.undef : !llvm.struct<(i8, i8)>
  %s0 = llvm.insertvalue %y, %u[0] : !llvm.struct<(i8, i8)>
  %s1 = llvm.insertvalue %x, %s0[1] : !llvm.struct<(i8, i8)>
  llvm.switch %v : i32, ^bb1(%a : !llvm.struct<(i8, i8)>) [
    1: ^bb1(%s1 : !llvm.struct<(i8, i8)>)
  ]
^bb1(%s: !llvm.struct<(i8, i8)>):
  %r = llvm.extractvalue %s[1] : !llvm.struct<(i8, i8)>
  llvm.return %r : i8
}

// -----

// A dense array constant becomes one constant per leaf, in row-major (= leaf) order.

// CHECK-LABEL: llvm.func @dense(%p: !llvm.ptr) -> f32 {
// CHECK-NEXT:    %[[A:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[B:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:    %[[C:.*]] = llvm.mlir.constant(3.000000e+00 : f32) : f32
// CHECK-NEXT:    llvm.store %[[A]], %p {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %ptr = llvm.getelementptr inbounds %p[4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[B]], %ptr {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    llvm.return %[[C]] : f32
llvm.func @dense(%p: !llvm.ptr) -> f32 {
  %c = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  %d = llvm.mlir.constant(dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
  llvm.store %c, %p : !llvm.array<2 x i32>, !llvm.ptr
  %x = llvm.extractvalue %d[1, 0] : !llvm.array<2 x array<2 x f32>>
  llvm.return %x : f32
}
