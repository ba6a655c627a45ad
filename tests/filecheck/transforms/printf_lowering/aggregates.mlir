// RUN: xdsl-opt %s -p printf-lowering | filecheck %s

// Aggregates passed by value are packed as cicc packs them: at the next multiple of their
// alloc size, taking that many bytes, with their leaves at their in-memory offsets (no
// promotion inside an aggregate; an i1 is a byte).

llvm.mlir.global internal constant @fmt("%d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK-LABEL: llvm.func @structs(
// The i8 takes [0, 4); the 24-byte struct {i1, f64, [2 x i16]} goes at 24 (not at 8, its
// alignment: nvcc does the same).
// CHECK:         llvm.alloca %{{.*}} x !llvm.array<48 x i8> {alignment = 8 : i64}
// CHECK:         %[[C:.*]] = llvm.sext %c : i8 to i32
// CHECK-NEXT:    %[[G0:.*]] = llvm.getelementptr %[[BUF:.*]][0] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[C]], %[[G0]] {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %[[B:.*]] = llvm.extractvalue %s[0] : !llvm.struct<(i1, f64, array<2 x i16>)>
// CHECK-NEXT:    %[[B8:.*]] = llvm.zext %[[B]] : i1 to i8
// CHECK-NEXT:    %[[G1:.*]] = llvm.getelementptr %[[BUF]][24] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[B8]], %[[G1]] {alignment = 1 : i64} : i8, !llvm.ptr
// CHECK-NEXT:    %[[D:.*]] = llvm.extractvalue %s[1] : !llvm.struct<(i1, f64, array<2 x i16>)>
// CHECK-NEXT:    %[[G2:.*]] = llvm.getelementptr %[[BUF]][32] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[D]], %[[G2]] {alignment = 8 : i64} : f64, !llvm.ptr
// CHECK-NEXT:    %[[E0:.*]] = llvm.extractvalue %s[2, 0] : !llvm.struct<(i1, f64, array<2 x i16>)>
// CHECK-NEXT:    %[[G3:.*]] = llvm.getelementptr %[[BUF]][40] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[E0]], %[[G3]] {alignment = 2 : i64} : i16, !llvm.ptr
// CHECK-NEXT:    %[[E1:.*]] = llvm.extractvalue %s[2, 1] : !llvm.struct<(i1, f64, array<2 x i16>)>
// CHECK-NEXT:    %[[G4:.*]] = llvm.getelementptr %[[BUF]][42] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[E1]], %[[G4]] {alignment = 2 : i64} : i16, !llvm.ptr
// CHECK-NEXT:    llvm.call @vprintf(%{{.*}}, %[[BUF]])
llvm.func @structs(%c: i8, %s: !llvm.struct<(i1, f64, !llvm.array<2 x i16>)>) {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %c, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i8, !llvm.struct<(i1, f64, !llvm.array<2 x i16>)>) -> i32
  llvm.return
}

// Three levels of nesting are packed; an i32 after a 12-byte, 4-aligned aggregate goes at 12.
// CHECK-LABEL: llvm.func @three_levels(
// CHECK:         llvm.alloca %{{.*}} x !llvm.array<16 x i8> {alignment = 8 : i64}
// CHECK:         llvm.extractvalue %a[0, 0, 0]
// CHECK-NEXT:    llvm.getelementptr %{{.*}}[0]
// CHECK:         llvm.extractvalue %a[0, 0, 2]
// CHECK-NEXT:    llvm.getelementptr %{{.*}}[8]
// CHECK:         llvm.getelementptr %{{.*}}[12]
// CHECK-NEXT:    llvm.store %x
llvm.func @three_levels(%a: !llvm.struct<(!llvm.struct<(!llvm.array<3 x i32>)>)>, %x: i32) {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %a, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.struct<(!llvm.struct<(!llvm.array<3 x i32>)>)>, i32) -> i32
  llvm.return
}

// nvcc: printf("...", int, struct {int a, b;}) stores the struct at 8, not 4.
// CHECK-LABEL: llvm.func @pair(
// CHECK:         llvm.alloca %{{.*}} x !llvm.array<16 x i8> {alignment = 8 : i64}
// CHECK:         llvm.getelementptr %{{.*}}[0]
// CHECK:         llvm.getelementptr %{{.*}}[8]
// CHECK:         llvm.getelementptr %{{.*}}[12]
// CHECK-NOT:     llvm.getelementptr
// CHECK:         llvm.call @vprintf
llvm.func @pair(%x: i32, %p: !llvm.struct<(i32, i32)>) {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %x, %p) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, !llvm.struct<(i32, i32)>) -> i32
  llvm.return
}

// nvcc: printf("...", int, struct {char a, b, c;}, int) puts the 3-byte struct at 6 (the
// next multiple of 3) and the last int at 12.
// CHECK-LABEL: llvm.func @bytes(
// CHECK:         llvm.alloca %{{.*}} x !llvm.array<16 x i8> {alignment = 8 : i64}
// CHECK:         llvm.getelementptr %{{.*}}[0]
// CHECK:         llvm.getelementptr %{{.*}}[6]
// CHECK:         llvm.getelementptr %{{.*}}[7]
// CHECK:         llvm.getelementptr %{{.*}}[8]
// CHECK:         llvm.getelementptr %{{.*}}[12]
// CHECK-NOT:     llvm.getelementptr
// CHECK:         llvm.call @vprintf
llvm.func @bytes(%x: i32, %b: !llvm.struct<(i8, i8, i8)>, %y: i32) {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %x, %b, %y) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, !llvm.struct<(i8, i8, i8)>, i32) -> i32
  llvm.return
}
