// Constant folding, identities, reassociation, casts, compares and selects.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce --split-input-file | filecheck %s

// CHECK-LABEL: llvm.func @fold_integers
// CHECK:         %[[A:a]] = llvm.mlir.constant(-2147483648 : i32) : i32
// CHECK-NEXT:    llvm.store %[[A]], %p : i32, !llvm.ptr
// CHECK-NEXT:    %[[B:.*]] = llvm.mlir.constant(-3 : i32) : i32
// CHECK-NEXT:    llvm.store %[[B]], %p : i32, !llvm.ptr
// CHECK-NEXT:    %[[C:.*]] = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK-NEXT:    llvm.store %[[C]], %p : i32, !llvm.ptr
// Poison or undefined results are not folded: INT_MIN / -1, division by 0, shift by 32.
// CHECK-NEXT:    llvm.sdiv
// CHECK-NEXT:    llvm.store
// CHECK-NEXT:    llvm.udiv
// CHECK-NEXT:    llvm.store
// CHECK-NEXT:    llvm.shl
// CHECK-NEXT:    llvm.store
llvm.func @fold_integers(%p: !llvm.ptr) {
  %max = llvm.mlir.constant(2147483647 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %m7 = llvm.mlir.constant(-7 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %min = llvm.mlir.constant(-2147483648 : i32) : i32
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %a = llvm.add %max, %one : i32
  llvm.store %a, %p : i32, !llvm.ptr
  %b = llvm.sdiv %m7, %two : i32
  llvm.store %b, %p : i32, !llvm.ptr
  %c = llvm.lshr %m1, %one : i32
  llvm.store %c, %p : i32, !llvm.ptr
  %d = llvm.sdiv %min, %m1 : i32
  llvm.store %d, %p : i32, !llvm.ptr
  %e = llvm.udiv %one, %zero : i32
  llvm.store %e, %p : i32, !llvm.ptr
  %f = llvm.shl %one, %c32 : i32
  llvm.store %f, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @identities
// CHECK-NEXT:    %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[NEG:.*]] = llvm.sub %[[ZERO]], %x : i32
// CHECK-NEXT:    llvm.store %x, %p
// CHECK-NEXT:    llvm.store %x, %p
// CHECK-NEXT:    llvm.store %x, %p
// CHECK-NEXT:    llvm.store %x, %p
// CHECK-NEXT:    llvm.store %[[Z1]], %p
// CHECK-NEXT:    llvm.store %[[Z2]], %p
// CHECK-NEXT:    llvm.store %[[NEG]], %p
llvm.func @identities(%x: i32, %p: !llvm.ptr) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %a = llvm.add %zero, %x : i32
  %b = llvm.mul %x, %one : i32
  %c = llvm.and %x, %m1 : i32
  %d = llvm.or %x, %x : i32
  %e = llvm.xor %x, %x : i32
  %f = llvm.sub %x, %x : i32
  %g = llvm.mul %x, %m1 : i32
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.store %b, %p : i32, !llvm.ptr
  llvm.store %c, %p : i32, !llvm.ptr
  llvm.store %d, %p : i32, !llvm.ptr
  llvm.store %e, %p : i32, !llvm.ptr
  llvm.store %f, %p : i32, !llvm.ptr
  llvm.store %g, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// Constants move right and chains of them combine: (x + 3) - 1 + 4 is x + 6; x * 16 is a shift.
// CHECK-LABEL: llvm.func @reassociate
// CHECK-NEXT:    %[[SIX:.*]] = llvm.mlir.constant(6) : i64
// CHECK-NEXT:    %[[SUM:.*]] = llvm.add %x, %[[SIX]] : i64
// CHECK-NEXT:    %[[FOUR:.*]] = llvm.mlir.constant(4) : i64
// CHECK-NEXT:    %[[SHL:.*]] = llvm.shl %[[SUM]], %[[FOUR]] : i64
// CHECK-NEXT:    llvm.store %[[SHL]], %p : i64, !llvm.ptr
llvm.func @reassociate(%x: i64, %p: !llvm.ptr) {
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %a = llvm.add %c3, %x : i64
  %b = llvm.sub %a, %c1 : i64
  %c = llvm.add %b, %c4 : i64
  %d = llvm.mul %c, %c16 : i64
  llvm.store %d, %p : i64, !llvm.ptr
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @casts
// CHECK-NEXT:    llvm.store %x, %p : i32, !llvm.ptr
// CHECK-NEXT:    %[[T:.*]] = llvm.trunc %x : i32 to i8
// CHECK-NEXT:    llvm.store %[[T]], %p : i8, !llvm.ptr
// CHECK-NEXT:    %[[Z:.*]] = llvm.zext %b : i8 to i64
// CHECK-NEXT:    llvm.store %[[Z]], %p : i64, !llvm.ptr
// CHECK-NEXT:    %[[C:.*]] = llvm.mlir.constant(-1) : i64
// CHECK-NEXT:    llvm.store %[[C]], %p : i64, !llvm.ptr
llvm.func @casts(%x: i32, %b: i8, %p: !llvm.ptr) {
  %w = llvm.sext %x : i32 to i64
  %n = llvm.trunc %w : i64 to i32
  llvm.store %n, %p : i32, !llvm.ptr
  %t16 = llvm.trunc %x : i32 to i16
  %t8 = llvm.trunc %t16 : i16 to i8
  llvm.store %t8, %p : i8, !llvm.ptr
  %z = llvm.zext %b : i8 to i32
  %s = llvm.sext %z : i32 to i64
  llvm.store %s, %p : i64, !llvm.ptr
  %m1 = llvm.mlir.constant(-1 : i16) : i16
  %e = llvm.sext %m1 : i16 to i64
  llvm.store %e, %p : i64, !llvm.ptr
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @compare_select
// CHECK-NEXT:    %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    llvm.store %[[F]], %p : i1, !llvm.ptr
// CHECK-NEXT:    %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    llvm.store %[[T]], %p : i1, !llvm.ptr
// CHECK-NEXT:    llvm.store %y, %p : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %x, %p : i32, !llvm.ptr
llvm.func @compare_select(%x: i32, %y: i32, %c: i1, %p: !llvm.ptr) {
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.icmp "ult" %m1, %one : i32
  llvm.store %a, %p : i1, !llvm.ptr
  %b = llvm.icmp "sle" %x, %x : i32
  llvm.store %b, %p : i1, !llvm.ptr
  %s = llvm.select %a, %x, %y : i1, i32
  llvm.store %s, %p : i32, !llvm.ptr
  %t = llvm.select %c, %x, %x : i1, i32
  llvm.store %t, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// f32 folds round to f32 (0.1 + 0.2 is 0.3 in f32, not in f64); subnormal results are kept.
// CHECK-LABEL: llvm.func @floats
// CHECK-NEXT:    %[[A:.*]] = llvm.mlir.constant(3.000000e-01 : f32) : f32
// CHECK-NEXT:    llvm.store %[[A]], %p : f32, !llvm.ptr
// CHECK-NEXT:    %[[B:.*]] = llvm.mlir.constant(0.30000000000000004 : f64) : f64
// CHECK-NEXT:    llvm.store %[[B]], %p : f64, !llvm.ptr
// CHECK-NEXT:    %[[TINY:.*]] = llvm.mlir.constant(1.000000e-30 : f32) : f32
// CHECK-NEXT:    llvm.fmul %[[TINY]], %[[TINY]] : f32
llvm.func @floats(%p: !llvm.ptr) {
  %a1 = llvm.mlir.constant(0.1 : f32) : f32
  %a2 = llvm.mlir.constant(0.2 : f32) : f32
  %a = llvm.fadd %a1, %a2 : f32
  llvm.store %a, %p : f32, !llvm.ptr
  %b1 = llvm.mlir.constant(0.1 : f64) : f64
  %b2 = llvm.mlir.constant(0.2 : f64) : f64
  %b = llvm.fadd %b1, %b2 : f64
  llvm.store %b, %p : f64, !llvm.ptr
  %tiny = llvm.mlir.constant(1.0e-30 : f32) : f32
  %c = llvm.fmul %tiny, %tiny : f32
  llvm.store %c, %p : f32, !llvm.ptr
  llvm.return
}

// -----

// Triton's one-lane vectors around inline asm: the vector disappears, the bitcast stays.
// CHECK-LABEL: llvm.func @one_lane
// CHECK-NEXT:    %[[F:.*]] = llvm.bitcast %i : i32 to f32
// CHECK-NEXT:    %[[S:.*]] = llvm.fadd %[[F]], %[[F]] : f32
// CHECK-NEXT:    %[[I:.*]] = llvm.bitcast %[[S]] : f32 to i32
// CHECK-NEXT:    llvm.store %[[I]], %p : i32, !llvm.ptr
llvm.func @one_lane(%i: i32, %p: !llvm.ptr) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %undef = llvm.mlir.undef : vector<1xf32>
  %v = llvm.bitcast %i : i32 to vector<1xf32>
  %f = llvm.extractelement %v[%zero : i32] : vector<1xf32>
  %s = llvm.fadd %f, %f : f32
  %w = llvm.insertelement %s, %undef[%zero : i32] : vector<1xf32>
  %r = llvm.bitcast %w : vector<1xf32> to i32
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.return
}
