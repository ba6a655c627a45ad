// RUN: xdsl-opt %s -p printf-lowering --split-input-file | filecheck %s

// One buffer per function, in the entry block, sized to the largest packing of any printf
// in that function, even when the printf sits in a later block. A printf with nothing
// after the format passes null and needs no buffer.

llvm.mlir.global internal constant @hello("hello\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @one("%d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @three("%d %f %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK-LABEL: llvm.func @no_args()
// CHECK-NOT:     llvm.alloca
// CHECK:         %[[FMT:.*]] = llvm.mlir.addressof @hello : !llvm.ptr
// CHECK-NEXT:    %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.call @vprintf(%[[FMT]], %[[NULL]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT:    llvm.return
llvm.func @no_args() {
  %fmt = llvm.mlir.addressof @hello : !llvm.ptr
  %r = llvm.call @printf(%fmt) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  llvm.return
}

// CHECK-LABEL: llvm.func @two_calls(%c: i1, %x: i32, %y: f64)
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %vprintfBuffer.local = llvm.alloca %[[ONE]] x !llvm.array<20 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:    %[[F1:.*]] = llvm.mlir.addressof @one : !llvm.ptr
// CHECK-NEXT:    %bufIndexed = llvm.getelementptr %vprintfBuffer.local[0] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %x, %bufIndexed {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    llvm.call @vprintf(%[[F1]], %vprintfBuffer.local)
// CHECK-NEXT:    llvm.cond_br %c, ^[[THEN:.*]], ^[[DONE:.*]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.getelementptr %vprintfBuffer.local[0]
// CHECK:         llvm.getelementptr %vprintfBuffer.local[8]
// CHECK:         llvm.getelementptr %vprintfBuffer.local[16]
// CHECK:         llvm.call @vprintf(%{{.*}}, %vprintfBuffer.local)
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.return
llvm.func @two_calls(%c: i1, %x: i32, %y: f64) {
  %f1 = llvm.mlir.addressof @one : !llvm.ptr
  %r1 = llvm.call @printf(%f1, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.cond_br %c, ^then, ^done
^then:
  %f3 = llvm.mlir.addressof @three : !llvm.ptr
  %r3 = llvm.call @printf(%f3, %x, %y, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64, i32) -> i32
  llvm.br ^done
^done:
  llvm.return
}

// A second function gets its own buffer, sized for its own calls.
// CHECK-LABEL: llvm.func @other(
// CHECK-NEXT:    %[[ONE2:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %{{.*}} = llvm.alloca %[[ONE2]] x !llvm.array<4 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
llvm.func @other(%x: i32) {
  %f1 = llvm.mlir.addressof @one : !llvm.ptr
  %r1 = llvm.call @printf(%f1, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

// vprintf is declared once per module, and an existing declaration is reused.
// A printf still referenced after lowering (here: its address is taken) stays declared.

llvm.mlir.global internal constant @one("%d\0A\00") {addr_space = 0 : i32}
llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK:       llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NOT:   llvm.func @vprintf
// CHECK:       llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NOT:   llvm.func @vprintf
// CHECK-LABEL: llvm.func @f(%x: i32) -> !llvm.ptr
// CHECK:         llvm.call @vprintf
// CHECK:         llvm.call @vprintf
// CHECK:         %[[FP:.*]] = llvm.mlir.addressof @printf : !llvm.ptr
// CHECK-NEXT:    llvm.return %[[FP]]
llvm.func @f(%x: i32) -> !llvm.ptr {
  %f1 = llvm.mlir.addressof @one : !llvm.ptr
  %r1 = llvm.call @printf(%f1, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %r2 = llvm.call @printf(%f1, %r1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %p = llvm.mlir.addressof @printf : !llvm.ptr
  llvm.return %p : !llvm.ptr
}

// -----

// A printf defined in the module is an ordinary function: its calls stay.

llvm.mlir.global internal constant @one("%d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(%fmt: !llvm.ptr, ...) -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}

// CHECK-NOT:     vprintf
// CHECK-LABEL: llvm.func @g(%x: i32)
// CHECK-NEXT:    %{{.*}} = llvm.mlir.addressof @one : !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.call @printf(
// CHECK-NOT:     vprintf
llvm.func @g(%x: i32) {
  %f1 = llvm.mlir.addressof @one : !llvm.ptr
  %r1 = llvm.call @printf(%f1, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

// A nested module (e.g. the device side of a GPU container module) is its own symbol
// table: vprintf is declared there, next to the printf it replaces.

// CHECK:       builtin.module @device {
// CHECK-NEXT:    llvm.mlir.global internal constant @one
// CHECK-NEXT:    llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT:    llvm.func @nested(
// CHECK:           llvm.call @vprintf(
// CHECK:         }
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @host()
builtin.module @device {
  llvm.mlir.global internal constant @one("%d\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @nested(%x: i32) {
    %f1 = llvm.mlir.addressof @one : !llvm.ptr
    %r1 = llvm.call @printf(%f1, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    llvm.return
  }
}
llvm.func @host() {
  llvm.return
}
