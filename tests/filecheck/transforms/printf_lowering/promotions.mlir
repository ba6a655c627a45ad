// RUN: xdsl-opt %s -p printf-lowering | filecheck %s
// RUN: xdsl-opt %s -p 'printf-lowering{nvvm-lower-printf=false}' | filecheck %s --check-prefix=OFF

// C default promotions: i1 zext, i8/i16 sext to i32, f16/f32 fpext to f64; i32, i64, f64,
// i128 and generic pointers are stored as they are; each goes at the next offset aligned to
// its own size. printf's result becomes vprintf's, and the unused printf declaration goes.

llvm.mlir.global internal constant @fmt("%d %d %d %f %f %d %ld %f %p %lld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK-NOT:   llvm.func @printf
// CHECK:       llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NOT:   llvm.func @printf

// CHECK-LABEL: llvm.func @scalars(
// CHECK-SAME:    %b: i1, %c: i8, %s: i16, %h: f16, %f: f32, %i: i32, %l: i64, %d: f64, %p: !llvm.ptr, %w: i128) -> i32
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %vprintfBuffer.local = llvm.alloca %[[ONE]] x !llvm.array<80 x i8> {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:    %[[FMT:.*]] = llvm.mlir.addressof @fmt : !llvm.ptr
// CHECK-NEXT:    %[[B:.*]] = llvm.zext %b : i1 to i32
// CHECK-NEXT:    %bufIndexed = llvm.getelementptr %vprintfBuffer.local[0] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[B]], %bufIndexed {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %[[C:.*]] = llvm.sext %c : i8 to i32
// CHECK-NEXT:    %[[G1:.*]] = llvm.getelementptr %vprintfBuffer.local[4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[C]], %[[G1]] {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %[[S:.*]] = llvm.sext %s : i16 to i32
// CHECK-NEXT:    %[[G2:.*]] = llvm.getelementptr %vprintfBuffer.local[8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[S]], %[[G2]] {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %[[H:.*]] = llvm.fpext %h : f16 to f64
// CHECK-NEXT:    %[[G3:.*]] = llvm.getelementptr %vprintfBuffer.local[16] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[H]], %[[G3]] {alignment = 8 : i64} : f64, !llvm.ptr
// CHECK-NEXT:    %[[F:.*]] = llvm.fpext %f : f32 to f64
// CHECK-NEXT:    %[[G4:.*]] = llvm.getelementptr %vprintfBuffer.local[24] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[F]], %[[G4]] {alignment = 8 : i64} : f64, !llvm.ptr
// CHECK-NEXT:    %[[G5:.*]] = llvm.getelementptr %vprintfBuffer.local[32] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %i, %[[G5]] {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %[[G6:.*]] = llvm.getelementptr %vprintfBuffer.local[40] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %l, %[[G6]] {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT:    %[[G7:.*]] = llvm.getelementptr %vprintfBuffer.local[48] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %d, %[[G7]] {alignment = 8 : i64} : f64, !llvm.ptr
// CHECK-NEXT:    %[[G8:.*]] = llvm.getelementptr %vprintfBuffer.local[56] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %p, %[[G8]] {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    %[[G9:.*]] = llvm.getelementptr %vprintfBuffer.local[64] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %w, %[[G9]] {alignment = 16 : i64} : i128, !llvm.ptr
// CHECK-NEXT:    %[[R:.*]] = llvm.call @vprintf(%[[FMT]], %vprintfBuffer.local) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT:    llvm.return %[[R]] : i32
llvm.func @scalars(%b: i1, %c: i8, %s: i16, %h: f16, %f: f32, %i: i32, %l: i64, %d: f64, %p: !llvm.ptr, %w: i128) -> i32 {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %b, %c, %s, %h, %f, %i, %l, %d, %p, %w) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i1, i8, i16, f16, f32, i32, i64, f64, !llvm.ptr, i128) -> i32
  llvm.return %r : i32
}

// OFF:     llvm.func @printf(!llvm.ptr, ...) -> i32
// OFF-NOT: vprintf
// OFF:     llvm.call @printf(
// OFF-NOT: vprintf
