// RUN: xdsl-opt %s -p lower-varargs --split-input-file | filecheck %s

// A variadic call passes its fixed arguments, then one struct holding every variadic argument at
// its natural alignment, with explicit [N x i8] padding fields, and carries nvvm.varargs_packed.

llvm.func @sum(i32, ...) -> i64

// (i32, f64, i64): offsets 0, 8, 16 (4 bytes of padding after the i32); array size 24.
// CHECK-LABEL: llvm.func @mixed(%n: i32, %a: i32, %b: f64, %c: i64) -> i64 {
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i32, array<4 x i8>, f64, i64)>
// CHECK-NEXT:    %[[P0:.*]] = llvm.insertvalue %a, %[[U]][0] : !llvm.struct<(i32, array<4 x i8>, f64, i64)>
// CHECK-NEXT:    %[[P1:.*]] = llvm.insertvalue %b, %[[P0]][2] : !llvm.struct<(i32, array<4 x i8>, f64, i64)>
// CHECK-NEXT:    %[[P2:.*]] = llvm.insertvalue %c, %[[P1]][3] : !llvm.struct<(i32, array<4 x i8>, f64, i64)>
// CHECK-NEXT:    %[[R:.*]] = llvm.call @sum(%n, %[[P2]]) vararg(!llvm.func<i64 (i32, ...)>) {nvvm.varargs_packed} : (i32, !llvm.struct<(i32, array<4 x i8>, f64, i64)>) -> i64
// CHECK-NEXT:    llvm.return %[[R]] : i64
llvm.func @mixed(%n: i32, %a: i32, %b: f64, %c: i64) -> i64 {
  %r = llvm.call @sum(%n, %a, %b, %c) vararg(!llvm.func<i64 (i32, ...)>) : (i32, i32, f64, i64) -> i64
  llvm.return %r : i64
}

// -----

llvm.func @sum(i32, ...) -> i64

// No variadic arguments: no pack operand (no array is declared), but the call is marked.
// CHECK-LABEL: llvm.func @none(%n: i32) -> i64 {
// CHECK-NEXT:    %[[R:.*]] = llvm.call @sum(%n) vararg(!llvm.func<i64 (i32, ...)>) {nvvm.varargs_packed} : (i32) -> i64
// CHECK-NEXT:    llvm.return %[[R]] : i64
llvm.func @none(%n: i32) -> i64 {
  %r = llvm.call @sum(%n) vararg(!llvm.func<i64 (i32, ...)>) : (i32) -> i64
  llvm.return %r : i64
}

// -----

llvm.func @sum(i32, ...) -> i64

// Integers narrower than 32 bits take a 4-byte i32 slot (sign-extended; i1 zero-extended);
// f32 is not promoted here (C's float->double promotion belongs to the frontend).
// (i8, f32, i16, f64, i1) -> i32@0, f32@4, i32@8, pad, f64@16, i32@24.
// CHECK-LABEL: llvm.func @narrow(%n: i32, %c: i8, %f: f32, %s: i16, %d: f64, %b: i1) {
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i32, f32, i32, array<4 x i8>, f64, i32)>
// CHECK-NEXT:    %[[C:.*]] = llvm.sext %c : i8 to i32
// CHECK-NEXT:    %[[P0:.*]] = llvm.insertvalue %[[C]], %[[U]][0]
// CHECK-NEXT:    %[[P1:.*]] = llvm.insertvalue %f, %[[P0]][1]
// CHECK-NEXT:    %[[S:.*]] = llvm.sext %s : i16 to i32
// CHECK-NEXT:    %[[P2:.*]] = llvm.insertvalue %[[S]], %[[P1]][2]
// CHECK-NEXT:    %[[P3:.*]] = llvm.insertvalue %d, %[[P2]][4]
// CHECK-NEXT:    %[[B:.*]] = llvm.zext %b : i1 to i32
// CHECK-NEXT:    %[[P4:.*]] = llvm.insertvalue %[[B]], %[[P3]][5]
// CHECK-NEXT:    %{{.*}} = llvm.call @sum(%n, %[[P4]]) vararg(!llvm.func<i64 (i32, ...)>) {nvvm.varargs_packed} : (i32, !llvm.struct<(i32, f32, i32, array<4 x i8>, f64, i32)>) -> i64
llvm.func @narrow(%n: i32, %c: i8, %f: f32, %s: i16, %d: f64, %b: i1) {
  %r = llvm.call @sum(%n, %c, %f, %s, %d, %b) vararg(!llvm.func<i64 (i32, ...)>) : (i32, i8, f32, i16, f64, i1) -> i64
  llvm.return
}

// -----

llvm.func @sum(i32, ...) -> i64

// Pointers are 8-byte aligned in every address space; f16 keeps its 2 bytes.
// (f16, f16, ptr<1>, f16) -> f16@0, f16@2, pad 4, ptr@8, f16@16.
// CHECK-LABEL: llvm.func @ptrs
// CHECK-NEXT:    llvm.mlir.undef : !llvm.struct<(f16, f16, array<4 x i8>, ptr<1>, f16)>
// CHECK:         llvm.insertvalue %p, %{{.*}}[3]
// CHECK-NEXT:    llvm.insertvalue %h, %{{.*}}[4]
// CHECK-NEXT:    llvm.call @sum
llvm.func @ptrs(%n: i32, %h: f16, %p: !llvm.ptr<1>) {
  %r = llvm.call @sum(%n, %h, %h, %p, %h) vararg(!llvm.func<i64 (i32, ...)>) : (i32, f16, f16, !llvm.ptr<1>, f16) -> i64
  llvm.return
}

// -----

llvm.func @sum(i32, ...) -> i64

// An i128 (16-byte aligned) starts at the next 8-byte boundary, as nvcc places it: the pack
// carries its little-endian i64 halves, since a struct field of type i128 would sit at 16.
// (i32, i128) -> i32@0, pad, i64@8, i64@16.
// CHECK-LABEL: llvm.func @wide(%n: i32, %w: i128) {
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i32, array<4 x i8>, i64, i64)>
// CHECK-NEXT:    %[[P0:.*]] = llvm.insertvalue %n, %[[U]][0]
// CHECK-NEXT:    %[[LO:.*]] = llvm.trunc %w : i128 to i64
// CHECK-NEXT:    %[[SH:.*]] = llvm.mlir.constant(64 : i128) : i128
// CHECK-NEXT:    %[[HI128:.*]] = llvm.lshr %w, %[[SH]] : i128
// CHECK-NEXT:    %[[HI:.*]] = llvm.trunc %[[HI128]] : i128 to i64
// CHECK-NEXT:    %[[P1:.*]] = llvm.insertvalue %[[LO]], %[[P0]][2]
// CHECK-NEXT:    %[[P2:.*]] = llvm.insertvalue %[[HI]], %[[P1]][3]
// CHECK-NEXT:    llvm.call @sum(%n, %[[P2]])
llvm.func @wide(%n: i32, %w: i128) {
  %r = llvm.call @sum(%n, %n, %w) vararg(!llvm.func<i64 (i32, ...)>) : (i32, i32, i128) -> i64
  llvm.return
}

// -----

// Calls to a defined variadic function, through a pointer, and non-variadic calls.
llvm.func @vdef(%f: !llvm.ptr, ...) {
  llvm.return
}
llvm.func @plain(i32) -> i32

// CHECK-LABEL: llvm.func @calls(%fmt: !llvm.ptr, %fp: !llvm.ptr, %x: i64) {
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i64)>
// CHECK-NEXT:    %[[P:.*]] = llvm.insertvalue %x, %[[U]][0] : !llvm.struct<(i64)>
// CHECK-NEXT:    llvm.call @vdef(%fmt, %[[P]]) vararg(!llvm.func<void (ptr, ...)>) {nvvm.varargs_packed} : (!llvm.ptr, !llvm.struct<(i64)>) -> ()
// CHECK-NEXT:    %[[V:.*]] = llvm.trunc %x : i64 to i32
// CHECK-NEXT:    %[[U2:.*]] = llvm.mlir.undef : !llvm.struct<(i32, array<4 x i8>, i64)>
// CHECK-NEXT:    %[[Q0:.*]] = llvm.insertvalue %[[V]], %[[U2]][0]
// CHECK-NEXT:    %[[Q1:.*]] = llvm.insertvalue %x, %[[Q0]][2]
// CHECK-NEXT:    %{{.*}} = llvm.call %fp(%fmt, %[[Q1]]) vararg(!llvm.func<i32 (ptr, ...)>) {nvvm.varargs_packed} : !llvm.ptr, (!llvm.ptr, !llvm.struct<(i32, array<4 x i8>, i64)>) -> i32
// CHECK-NEXT:    %{{.*}} = llvm.call @plain(%[[V]]) : (i32) -> i32
// CHECK-NEXT:    llvm.return
llvm.func @calls(%fmt: !llvm.ptr, %fp: !llvm.ptr, %x: i64) {
  llvm.call @vdef(%fmt, %x) vararg(!llvm.func<void (!llvm.ptr, ...)>) : (!llvm.ptr, i64) -> ()
  %v = llvm.trunc %x : i64 to i32
  %r = llvm.call %fp(%fmt, %v, %x) vararg(!llvm.func<i32 (!llvm.ptr, ...)>) : !llvm.ptr, (!llvm.ptr, i32, i64) -> i32
  %p = llvm.call @plain(%v) : (i32) -> i32
  llvm.return
}
