// GEP chains fold to one byte offset from the param pointer with the NVPTX DataLayout.
// RUN: xdsl-opt %s -p lower-struct-args --split-input-file | filecheck %s

// Nested structs and arrays, chained GEPs, a first index that steps over whole structs, a
// constant SSA index (folded), and pointer bitcasts.
// Outer = {i8, Inner, [3 x Inner]}, Inner = {i16, f64, [2 x i32]}: Inner is 24 bytes aligned 8,
// so Outer.1 is at 8 and Outer.2 at 32.
llvm.func @nested(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i8, struct<(i16, f64, array<2 x i32>)>, array<3 x struct<(i16, f64, array<2 x i32>)>>)>, llvm.align = 8 : i64}) attributes {nvvm.kernel} {
  %two = llvm.mlir.constant(2 : i32) : i32
  %p1 = llvm.getelementptr %s[0, 1, 2, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, struct<(i16, f64, array<2 x i32>)>, array<3 x struct<(i16, f64, array<2 x i32>)>>)>
  %v1 = llvm.load %p1 : !llvm.ptr -> i32
  %inner = llvm.getelementptr %s[0, 2, %two] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i8, struct<(i16, f64, array<2 x i32>)>, array<3 x struct<(i16, f64, array<2 x i32>)>>)>
  %p2 = llvm.getelementptr %inner[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i16, f64, array<2 x i32>)>
  %v2 = llvm.load %p2 : !llvm.ptr -> f64
  %p3 = llvm.getelementptr %inner[1] : (!llvm.ptr) -> !llvm.ptr, i16
  %p4 = llvm.bitcast %p3 : !llvm.ptr to !llvm.ptr
  %v3 = llvm.load %p4 : !llvm.ptr -> i16
  llvm.return
}

// CHECK-LABEL: llvm.func @nested(%s: !llvm.ptr<101>
// Outer.1.2[1] = 8 + 16 + 4.
// CHECK:       %v1 = nvvm.ldparam %s[28] : !llvm.ptr<101> -> i32
// Outer.2[2].1 = 32 + 2 * 24 + 8.
// CHECK-NEXT:  %v2 = nvvm.ldparam %s[88] : !llvm.ptr<101> -> f64
// Outer.2[2] + one i16 = 32 + 48 + 2.
// CHECK-NEXT:  %v3 = nvvm.ldparam %s[82] : !llvm.ptr<101> -> i16
// CHECK-NOT:   llvm.getelementptr
// CHECK-NOT:   llvm.bitcast
// CHECK:       llvm.return

// -----

// Dynamic indices: each is sign-extended to i64 and scaled by the alloc size it steps over;
// the constant part stays in the ldparam offset. A chain accumulates the dynamic parts.
llvm.func @dynamic(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, array<4 x struct<(f32, i64)>>)>, llvm.align = 8 : i64}, %i: i32, %j: i64) attributes {nvvm.kernel} {
  %p = llvm.getelementptr %s[0, 1, %i, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x struct<(f32, i64)>>)>
  %v = llvm.load %p : !llvm.ptr -> i64
  %q = llvm.getelementptr %p[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %w = llvm.load %q : !llvm.ptr -> i32
  llvm.return
}

// CHECK-LABEL: llvm.func @dynamic(%s: !llvm.ptr<101>
// CHECK-NEXT:  %[[I64:.*]] = llvm.sext %i : i32 to i64
// CHECK-NEXT:  %[[SIXTEEN:.*]] = llvm.mlir.constant(16) : i64
// CHECK-NEXT:  %[[OFF:.*]] = llvm.mul %[[I64]], %[[SIXTEEN]] : i64
// CHECK-NEXT:  %v = nvvm.ldparam %s[%[[OFF]] + 16] : !llvm.ptr<101> -> i64
// CHECK-NEXT:  %[[FOUR:.*]] = llvm.mlir.constant(4) : i64
// CHECK-NEXT:  %[[J4:.*]] = llvm.mul %j, %[[FOUR]] : i64
// CHECK-NEXT:  %[[SUM:.*]] = llvm.add %[[OFF]], %[[J4]] : i64
// CHECK-NEXT:  %w = nvvm.ldparam %s[%[[SUM]] + 16] : !llvm.ptr<101> -> i32
// CHECK-NEXT:  llvm.return

// -----

// A struct-typed load is read leaf by leaf and rebuilt; an addrspacecast to param space is the
// param pointer itself.
llvm.func @aggregate(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, struct<(i8, f64)>)>, llvm.align = 8 : i64}) attributes {nvvm.kernel} {
  %p = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i8, f64)>)>
  %v = llvm.load %p : !llvm.ptr -> !llvm.struct<(i8, f64)>
  %ps = llvm.addrspacecast %s : !llvm.ptr to !llvm.ptr<101>
  %w = llvm.load %ps : !llvm.ptr<101> -> i32
  llvm.return
}

// CHECK-LABEL: llvm.func @aggregate(%s: !llvm.ptr<101>
// CHECK-NEXT:  %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i8, f64)>
// CHECK-NEXT:  %[[A:.*]] = nvvm.ldparam %s[8] : !llvm.ptr<101> -> i8
// CHECK-NEXT:  %[[U1:.*]] = llvm.insertvalue %[[A]], %[[U]][0] : !llvm.struct<(i8, f64)>
// CHECK-NEXT:  %[[B:.*]] = nvvm.ldparam %s[16] : !llvm.ptr<101> -> f64
// CHECK-NEXT:  %v = llvm.insertvalue %[[B]], %[[U1]][1] : !llvm.struct<(i8, f64)>
// CHECK-NEXT:  %w = nvvm.ldparam %s[0] : !llvm.ptr<101> -> i32
// CHECK-NEXT:  llvm.return

// -----

// memcpy *from* the struct reads param space directly: no copy, the source is retargeted.
llvm.func @memcpy_from(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i64, array<16 x i8>)>, llvm.align = 8 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, array<16 x i8>)>
  "llvm.intr.memcpy"(%out, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memcpy"(%out, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @memcpy_from(%s: !llvm.ptr<101>
// CHECK-NOT:   llvm.alloca
// CHECK:       %[[SRC:.*]] = llvm.getelementptr %s[8] : (!llvm.ptr<101>) -> !llvm.ptr<101>, i8
// CHECK-NEXT:  "llvm.intr.memcpy"(%out, %[[SRC]], %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr<101>, i64) -> ()
// CHECK-NEXT:  "llvm.intr.memcpy"(%out, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr<101>, i64) -> ()
