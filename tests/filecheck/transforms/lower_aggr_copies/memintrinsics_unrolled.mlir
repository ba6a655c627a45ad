// RUN: xdsl-opt %s -p lower-aggr-copies --split-input-file | filecheck %s

// A constant length up to max-aggr-copy-size is unrolled with the widest accesses both
// alignments allow (LLVM would copy byte by byte only past 128 bytes, and leaves the rest to
// SelectionDAG). All loads come first, then the stores.

// 23 bytes, both 8-aligned: 8 + 8 + 4 + 2 + 1.
// CHECK-LABEL: llvm.func @memcpy23(%d: !llvm.ptr<1>, %s: !llvm.ptr<1>) {
// CHECK-NEXT:    %len = llvm.mlir.constant(23) : i64
// CHECK-NEXT:    %[[L0:.*]] = llvm.load %s {alignment = 8 : i64} : !llvm.ptr<1> -> i64
// CHECK-NEXT:    %srcptr = llvm.getelementptr inbounds %s[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %[[L1:.*]] = llvm.load %srcptr {alignment = 8 : i64} : !llvm.ptr<1> -> i64
// CHECK-NEXT:    %srcptr_1 = llvm.getelementptr inbounds %s[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %[[L2:.*]] = llvm.load %srcptr_1 {alignment = 8 : i64} : !llvm.ptr<1> -> i32
// CHECK-NEXT:    %srcptr_2 = llvm.getelementptr inbounds %s[20] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %[[L3:.*]] = llvm.load %srcptr_2 {alignment = 4 : i64} : !llvm.ptr<1> -> i16
// CHECK-NEXT:    %srcptr_3 = llvm.getelementptr inbounds %s[22] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %[[L4:.*]] = llvm.load %srcptr_3 {alignment = 2 : i64} : !llvm.ptr<1> -> i8
// CHECK-NEXT:    llvm.store %[[L0]], %d {alignment = 8 : i64} : i64, !llvm.ptr<1>
// CHECK-NEXT:    %dstptr = llvm.getelementptr inbounds %d[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    llvm.store %[[L1]], %dstptr {alignment = 8 : i64} : i64, !llvm.ptr<1>
// CHECK-NEXT:    %dstptr_1 = llvm.getelementptr inbounds %d[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    llvm.store %[[L2]], %dstptr_1 {alignment = 8 : i64} : i32, !llvm.ptr<1>
// CHECK-NEXT:    %dstptr_2 = llvm.getelementptr inbounds %d[20] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    llvm.store %[[L3]], %dstptr_2 {alignment = 4 : i64} : i16, !llvm.ptr<1>
// CHECK-NEXT:    %dstptr_3 = llvm.getelementptr inbounds %d[22] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    llvm.store %[[L4]], %dstptr_3 {alignment = 2 : i64} : i8, !llvm.ptr<1>
// CHECK-NEXT:    llvm.return
llvm.func @memcpy23(%d: !llvm.ptr<1>, %s: !llvm.ptr<1>) {
  %len = llvm.mlir.constant(23 : i64) : i64
  "llvm.intr.memcpy"(%d, %s, %len) <{isVolatile = false, arg_attrs = [{llvm.align = 8 : i64}, {llvm.align = 8 : i64}, {}]}> : (!llvm.ptr<1>, !llvm.ptr<1>, i64) -> ()
  llvm.return
}

// -----

// Each side is as wide as its own alignment allows: the 8-aligned source is read as 8 + 4
// bytes, the 4-aligned destination written as three 4-byte stores cut from those values
// (little-endian: trunc, lshr 32 + trunc). Without any alignment information it is bytes.
// CHECK-LABEL: llvm.func @mixed_align(%d: !llvm.ptr, %s: !llvm.ptr) {
// CHECK-NEXT:    %len = llvm.mlir.constant(12) : i64
// CHECK-NEXT:    %[[W:.*]] = llvm.load %s {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT:    %srcptr = llvm.getelementptr inbounds %s[8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    %[[N:.*]] = llvm.load %srcptr {alignment = 8 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    %[[LO:.*]] = llvm.trunc %[[W]] : i64 to i32
// CHECK-NEXT:    llvm.store %[[LO]], %d {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %[[K:.*]] = llvm.mlir.constant(32) : i64
// CHECK-NEXT:    %[[SH:.*]] = llvm.lshr %[[W]], %[[K]] : i64
// CHECK-NEXT:    %[[HI:.*]] = llvm.trunc %[[SH]] : i64 to i32
// CHECK-NEXT:    %dstptr = llvm.getelementptr inbounds %d[4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[HI]], %dstptr {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %dstptr_1 = llvm.getelementptr inbounds %d[8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[N]], %dstptr_1 {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %three = llvm.mlir.constant(3) : i64
// CHECK-COUNT-3: llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> i8
// CHECK-COUNT-3: llvm.store %{{.*}}, %{{.*}} {alignment = 1 : i64} : i8, !llvm.ptr
// CHECK-NEXT:    llvm.return
llvm.func @mixed_align(%d: !llvm.ptr, %s: !llvm.ptr) {
  %len = llvm.mlir.constant(12 : i64) : i64
  "llvm.intr.memcpy"(%d, %s, %len) <{isVolatile = false, arg_attrs = [{llvm.align = 4 : i64}, {llvm.align = 8 : i64}, {}]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %three = llvm.mlir.constant(3 : i64) : i64
  "llvm.intr.memcpy"(%d, %s, %three) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

// Alignment the pointers are known to have counts too: a 16-aligned alloca (offset 16 from a
// GEP stays 16-aligned) and an argument's llvm.align.
// CHECK-LABEL: llvm.func @known_align(%s: !llvm.ptr {llvm.align = 8 : i64}) {
// CHECK:         llvm.store %{{.*}}, %g {alignment = 16 : i64} : i64, !llvm.ptr
// CHECK-NEXT:    %dstptr = llvm.getelementptr inbounds %g[8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %{{.*}}, %dstptr {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT:    llvm.return
llvm.func @known_align(%s: !llvm.ptr {llvm.align = 8 : i64}) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x !llvm.array<8 x i64> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %g = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i64>
  %len = llvm.mlir.constant(16 : i64) : i64
  "llvm.intr.memcpy"(%g, %s, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

// memset of a constant byte (0xAB): the byte repeated in each wide store. A dynamic byte is splat
// with zext and a multiply by 0x01...01. Volatile stays volatile. Length 0 disappears.
// CHECK-LABEL: llvm.func @memset(%d: !llvm.ptr {llvm.align = 8 : i64}, %v: i8) {
// CHECK-NEXT:    %len = llvm.mlir.constant(14) : i64
// CHECK-NEXT:    %byte = llvm.mlir.constant(-85 : i8) : i8
// CHECK-NEXT:    %[[C8:.*]] = llvm.mlir.constant(-6076574518398440533) : i64
// CHECK-NEXT:    llvm.store %[[C8]], %d {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT:    %[[C4:.*]] = llvm.mlir.constant(-1414812757 : i32) : i32
// CHECK-NEXT:    %dstptr = llvm.getelementptr inbounds %d[8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[C4]], %dstptr {alignment = 8 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %[[C2:.*]] = llvm.mlir.constant(-21589 : i16) : i16
// CHECK-NEXT:    %dstptr_1 = llvm.getelementptr inbounds %d[12] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[C2]], %dstptr_1 {alignment = 4 : i64} : i16, !llvm.ptr
// CHECK-NEXT:    %zero = llvm.mlir.constant(0) : i64
// CHECK-NEXT:    %five = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:    %[[Z:.*]] = llvm.zext %v : i8 to i32
// CHECK-NEXT:    %[[M:.*]] = llvm.mlir.constant(16843009 : i32) : i32
// CHECK-NEXT:    %[[SPLAT:.*]] = llvm.mul %[[Z]], %[[M]] : i32
// CHECK-NEXT:    llvm.store volatile %[[SPLAT]], %d {alignment = 8 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %dstptr_2 = llvm.getelementptr inbounds %d[4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store volatile %v, %dstptr_2 {alignment = 4 : i64} : i8, !llvm.ptr
// CHECK-NEXT:    llvm.return
llvm.func @memset(%d: !llvm.ptr {llvm.align = 8 : i64}, %v: i8) {
  %len = llvm.mlir.constant(14 : i64) : i64
  %byte = llvm.mlir.constant(171 : i8) : i8
  "llvm.intr.memset"(%d, %byte, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %zero = llvm.mlir.constant(0 : i64) : i64
  "llvm.intr.memcpy"(%d, %d, %zero) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %five = llvm.mlir.constant(5 : i32) : i32
  "llvm.intr.memset"(%d, %v, %five) <{isVolatile = true}> : (!llvm.ptr, i8, i32) -> ()
  llvm.return
}

// -----

// memmove unrolls the same way: every load happens before any store, so overlap is harmless.
// CHECK-LABEL: llvm.func @memmove(%p: !llvm.ptr<3> {llvm.align = 4 : i64}) {
// CHECK:         %[[A:.*]] = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// CHECK-NEXT:    %srcptr = llvm.getelementptr inbounds %p[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT:    %[[B:.*]] = llvm.load %srcptr {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// CHECK-NEXT:    llvm.store %[[A]], %q {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK-NEXT:    %dstptr = llvm.getelementptr inbounds %q[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT:    llvm.store %[[B]], %dstptr {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK-NEXT:    llvm.return
llvm.func @memmove(%p: !llvm.ptr<3> {llvm.align = 4 : i64}) {
  %q = llvm.getelementptr %p[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
  %len = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memmove"(%q, %p, %len) <{isVolatile = false}> : (!llvm.ptr<3>, !llvm.ptr<3>, i64) -> ()
  llvm.return
}
