// RUN: xdsl-opt %s -p lower-aggr-copies --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p 'lower-aggr-copies{lower-aggr-unrolled-stores-limit=2}' --split-input-file | filecheck %s --check-prefix=LIMIT

// An aggregate load whose only use is a store is a copy. It copies the bytes the leaves
// occupy, merged into the widest accesses both alignments allow, and never the padding:
// {i8, i32, i16, i16, f64} has leaves at [0,1) [4,12) [16,24).

// CHECK-LABEL: llvm.func @pair(%p: !llvm.ptr<1>, %q: !llvm.ptr<3>) {
// CHECK-NEXT:    %[[A:.*]] = llvm.load %p {alignment = 8 : i64} : !llvm.ptr<1> -> i8
// CHECK-NEXT:    %srcptr = llvm.getelementptr inbounds %p[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %[[B:.*]] = llvm.load %srcptr {alignment = 4 : i64} : !llvm.ptr<1> -> i32
// CHECK-NEXT:    %srcptr_1 = llvm.getelementptr inbounds %p[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %[[C:.*]] = llvm.load %srcptr_1 {alignment = 8 : i64} : !llvm.ptr<1> -> i32
// CHECK-NEXT:    %srcptr_2 = llvm.getelementptr inbounds %p[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %[[D:.*]] = llvm.load %srcptr_2 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
// CHECK-NEXT:    llvm.store %[[A]], %q {alignment = 8 : i64} : i8, !llvm.ptr<3>
// CHECK-NEXT:    %dstptr = llvm.getelementptr inbounds %q[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT:    llvm.store %[[B]], %dstptr {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK-NEXT:    %dstptr_1 = llvm.getelementptr inbounds %q[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT:    llvm.store %[[C]], %dstptr_1 {alignment = 8 : i64} : i32, !llvm.ptr<3>
// CHECK-NEXT:    %dstptr_2 = llvm.getelementptr inbounds %q[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT:    llvm.store %[[D]], %dstptr_2 {alignment = 8 : i64} : i64, !llvm.ptr<3>
// CHECK-NEXT:    llvm.return

// Past the unrolled-stores limit the same copy is a chunk loop over the whole 24 bytes;
// global and shared memory cannot overlap, so there is no direction test.
// LIMIT-LABEL: llvm.func @pair(%p: !llvm.ptr<1>, %q: !llvm.ptr<3>) {
// LIMIT-NOT:     llvm.ptrtoint
// LIMIT:         llvm.mlir.constant(24) : i64
// LIMIT:         llvm.load %srcptr {alignment = 8 : i64} : !llvm.ptr<1> -> i64
// LIMIT:         llvm.store %{{.*}}, %dstptr {alignment = 8 : i64} : i64, !llvm.ptr<3>
llvm.func @pair(%p: !llvm.ptr<1>, %q: !llvm.ptr<3>) {
  %s = llvm.load %p : !llvm.ptr<1> -> !llvm.struct<(i8, i32, i16, i16, f64)>
  llvm.store %s, %q : !llvm.struct<(i8, i32, i16, i16, f64)>, !llvm.ptr<3>
  llvm.return
}

// -----

// 148 bytes is over max-aggr-copy-size: a 4-byte chunk loop. Both pointers are generic and may
// overlap, so the direction is chosen at run time, like a memmove.

// CHECK-LABEL: llvm.func @big(%p: !llvm.ptr, %q: !llvm.ptr) {
// CHECK-NEXT:    %[[LEN:.*]] = llvm.mlir.constant(148) : i64
// CHECK-NEXT:    %[[IP:.*]] = llvm.ptrtoint %p : !llvm.ptr to i64
// CHECK-NEXT:    %[[IQ:.*]] = llvm.ptrtoint %q : !llvm.ptr to i64
// CHECK-NEXT:    %[[BWD:.*]] = llvm.icmp "ult" %[[IP]], %[[IQ]] : i64
// CHECK-NEXT:    llvm.cond_br %[[BWD]]
// CHECK:         llvm.load %srcptr {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK:         llvm.load %srcptr_1 {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NOT:     llvm.load
llvm.func @big(%p: !llvm.ptr, %q: !llvm.ptr) {
  %s = llvm.load %p : !llvm.ptr -> !llvm.array<37 x i32>
  llvm.store %s, %q : !llvm.array<37 x i32>, !llvm.ptr
  llvm.return
}

// -----

// A store to memory between the load and the store may change the source: not a copy, the
// value is split at the load and stored leaf by leaf.

// CHECK-LABEL: llvm.func @clobbered(%p: !llvm.ptr, %q: !llvm.ptr, %x: i32) {
// CHECK-NEXT:    %split = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    %ptr = llvm.getelementptr inbounds %p[4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    %split_1 = llvm.load %ptr {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.store %x, %p : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %split, %q {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %ptr_1 = llvm.getelementptr inbounds %q[4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %split_1, %ptr_1 {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    llvm.return
llvm.func @clobbered(%p: !llvm.ptr, %q: !llvm.ptr, %x: i32) {
  %s = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, i32)>
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.store %s, %q : !llvm.struct<(i32, i32)>, !llvm.ptr
  llvm.return
}

// -----

// A copy to or from a stack slot is split leaf by leaf in the leaves' own types (no i64 word
// across the two i32 fields), so llvm-sroa and llvm-mem2reg can promote the slot.

// CHECK-LABEL: llvm.func @slot_copy(%p: !llvm.ptr<1>) {
// CHECK:         %[[S:.*]] = llvm.alloca
// CHECK-NEXT:    %split = llvm.load %p {alignment = 8 : i64} : !llvm.ptr<1> -> !llvm.ptr
// CHECK-NEXT:    %ptr = llvm.getelementptr inbounds %p[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %split_1 = llvm.load %ptr {alignment = 8 : i64} : !llvm.ptr<1> -> i32
// CHECK-NEXT:    %ptr_1 = llvm.getelementptr inbounds %p[12] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %split_2 = llvm.load %ptr_1 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
// CHECK-NEXT:    llvm.store %split, %[[S]] {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    %ptr_2 = llvm.getelementptr inbounds %[[S]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %split_1, %ptr_2 {alignment = 8 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %ptr_3 = llvm.getelementptr inbounds %[[S]][12] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %split_2, %ptr_3 {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NOT:     i64
llvm.func @slot_copy(%p: !llvm.ptr<1>) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %c1 x !llvm.struct<(ptr, i32, i32)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %s = llvm.load %p {alignment = 8 : i64} : !llvm.ptr<1> -> !llvm.struct<(ptr, i32, i32)>
  llvm.store %s, %slot {alignment = 8 : i64} : !llvm.struct<(ptr, i32, i32)>, !llvm.ptr
  llvm.return
}
