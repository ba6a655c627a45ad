// Known-zero bits (constants, masks, shifts, zext, thread indices bounded by the kernel's
// nvvm.reqntid) make masks redundant and turn or/xor into adds that reassociate; Triton's
// index arithmetic is built this way.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-cse,llvm-dce --split-input-file | filecheck %s

// With 128 threads, tid & 127 is tid; (tid % 32) | ((tid / 32) << 5) is tid again; the
// offset `xor 1` of a multiple of 4 is `+ 1` and folds into the address of the load.
// CHECK-LABEL: llvm.func @triton_index
// CHECK-NEXT:    %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:    %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:    %[[X4:.*]] = llvm.shl %[[TID]], %[[TWO]] : i32
// CHECK-NEXT:    %[[P0:.*]] = llvm.getelementptr %p[%[[X4]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
// CHECK-NEXT:    %[[V0:.*]] = llvm.load %[[P0]]
// CHECK-NEXT:    %[[P1:.*]] = llvm.getelementptr %[[P0]][1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT:    %[[V1:.*]] = llvm.load %[[P1]]
llvm.func @triton_index(%p: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %c127 = llvm.mlir.constant(127 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %masked = llvm.and %tid, %c127 : i32
  %lane = llvm.urem %masked, %c32 : i32
  %warp = llvm.udiv %tid, %c32 : i32
  %lane0 = llvm.shl %lane, %c0 : i32
  %a = llvm.or %c0, %lane0 : i32
  %w = llvm.shl %warp, %c5 : i32
  %b = llvm.or %a, %w : i32
  %d = llvm.and %b, %c127 : i32
  %x4 = llvm.shl %d, %c2 : i32
  %i0 = llvm.xor %x4, %c0 : i32
  %i1 = llvm.xor %x4, %c1 : i32
  %p0 = llvm.getelementptr %p[%i0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %p1 = llvm.getelementptr %p[%i1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %s = llvm.fadd %v0, %v1 : f32
  llvm.store %s, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// Without a bound on x, x + 4 may overflow i32 before the index is sign-extended: the GEP
// stays whole. An i64 index always splits. Without reqntid, tid.x < 1024: `& 511` stays, and
// the two masks combine into one.
// CHECK-LABEL: llvm.func @unbounded
// CHECK:         %[[I:.*]] = llvm.add %x, %{{.*}} : i32
// CHECK-NEXT:    llvm.getelementptr %p[%[[I]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
// CHECK:         %[[R:.*]] = llvm.getelementptr %p[%y] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT:    llvm.getelementptr %[[R]][4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK:         %[[M:.*]] = llvm.mlir.constant(511 : i32) : i32
// CHECK-NEXT:    llvm.and %tid, %[[M]] : i32
// CHECK-NOT:     llvm.and
llvm.func @unbounded(%p: !llvm.ptr<1>, %x: i32, %y: i64, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c4w = llvm.mlir.constant(4 : i64) : i64
  %i = llvm.add %x, %c4 : i32
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v = llvm.load %q : !llvm.ptr<1> -> f32
  %j = llvm.add %y, %c4w : i64
  %r = llvm.getelementptr %p[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %r : f32, !llvm.ptr<1>
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %m511 = llvm.mlir.constant(511 : i32) : i32
  %m2047 = llvm.mlir.constant(2047 : i32) : i32
  %a = llvm.and %tid, %m511 : i32
  %b = llvm.and %a, %m2047 : i32
  llvm.store %b, %out : i32, !llvm.ptr<1>
  llvm.return
}
