// legalize-subbyte-vectors: CuTe DSL's int4 fragment (an i32 bitcast to vector<8xi4>, stored,
// reloaded, bitcast back) becomes i32 throughout, the bitcasts disappear; a lane read is a shift
// and a truncation, a lane write a mask, shift and or; a constant vector is one packed integer.
// RUN: xdsl-opt %s -p legalize-subbyte-vectors | filecheck %s

// CHECK-LABEL: llvm.func @fragment
// CHECK-NOT:     vector<8xi4>
// CHECK-NOT:     llvm.bitcast
// CHECK:         llvm.store %w, %slot {alignment = 32 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %[[L:.*]] = llvm.load %slot {alignment = 32 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.return %[[L]] : i32
llvm.func @fragment(%w: i32, %slot: !llvm.ptr) -> i32 {
  %v = llvm.bitcast %w : i32 to vector<8xi4>
  llvm.store %v, %slot {alignment = 32 : i64} : vector<8xi4>, !llvm.ptr
  %l = llvm.load %slot {alignment = 32 : i64} : !llvm.ptr -> vector<8xi4>
  %r = llvm.bitcast %l : vector<8xi4> to i32
  llvm.return %r : i32
}

// CHECK-LABEL: llvm.func @lanes
// CHECK:         %[[I:.*]] = llvm.trunc %i : i32 to i16
// CHECK-NEXT:    %[[K:.*]] = llvm.mlir.constant(4 : i16) : i16
// CHECK-NEXT:    %[[AT:.*]] = llvm.mul %[[I]], %[[K]] : i16
// CHECK-NEXT:    %[[SH:.*]] = llvm.lshr %[[W:w.*]], %[[AT]] : i16
// CHECK-NEXT:    %e = llvm.trunc %[[SH]] : i16 to i4
// CHECK:         %[[MASK:.*]] = llvm.mlir.constant(15 : i16) : i16
// CHECK-NEXT:    %[[ONES:.*]] = llvm.mlir.constant(-1 : i16) : i16
// CHECK-NEXT:    %[[PLACED:.*]] = llvm.shl %[[MASK]], %{{.*}} : i16
// CHECK-NEXT:    %[[KEEP:.*]] = llvm.xor %[[PLACED]], %[[ONES]] : i16
// CHECK-NEXT:    %[[CLEARED:.*]] = llvm.and %[[W]], %[[KEEP]] : i16
// CHECK-NEXT:    %[[WIDE:.*]] = llvm.zext %e : i4 to i16
// CHECK-NEXT:    %[[VAL:.*]] = llvm.shl %[[WIDE]], %{{.*}} : i16
// CHECK-NEXT:    %u = llvm.or %[[CLEARED]], %[[VAL]] : i16
// 0xC7EF: lane 0 in the low bits (-1 = 0xF, 14 = 0xE, 7, 12 = 0xC)
// CHECK:         %c = llvm.mlir.constant(-14353 : i16) : i16
// CHECK-NEXT:    %s = llvm.select %p, %u, %c : i1, i16
llvm.func @lanes(%w: i16, %i: i32, %p: i1) -> i16 {
  %v = llvm.bitcast %w : i16 to vector<4xi4>
  %e = llvm.extractelement %v[%i : i32] : vector<4xi4>
  %one = llvm.mlir.constant(1 : i64) : i64
  %u = llvm.insertelement %e, %v[%one : i64] : vector<4xi4>
  %c = llvm.mlir.constant(dense<[-1, 14, 7, 12]> : vector<4xi4>) : vector<4xi4>
  %s = llvm.select %p, %u, %c : i1, vector<4xi4>
  %r = llvm.bitcast %s : vector<4xi4> to i16
  llvm.return %r : i16
}

// i1 vectors are masks, left alone.
// CHECK-LABEL: llvm.func @mask
// CHECK:         llvm.bitcast %m : i8 to vector<8xi1>
llvm.func @mask(%m: i8) -> i1 {
  %v = llvm.bitcast %m : i8 to vector<8xi1>
  %z = llvm.mlir.constant(0 : i32) : i32
  %e = llvm.extractelement %v[%z : i32] : vector<8xi1>
  llvm.return %e : i1
}
