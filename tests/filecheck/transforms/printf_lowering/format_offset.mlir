// RUN: nvvm-opt %s -p printf-lowering 2>/dev/null | filecheck %s
// RUN: nvvm-opt %s -p printf-lowering 2>&1 >/dev/null | filecheck %s --check-prefix=WARN

// A constant GEP into a string literal still points into that literal (LLVM's constant-string
// analysis allows any constant offset): the format is the literal's tail from that byte, which
// is what the argument check reads. The pointer itself is passed to vprintf unchanged.

llvm.mlir.global internal constant @fmt("tag: %d %f\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK-LABEL: llvm.func @tail(
// CHECK:         %[[G:.*]] = llvm.getelementptr %{{.*}}[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<12 x i8>
// CHECK:         llvm.call @vprintf(%[[G]], %vprintfBuffer.local)
llvm.func @tail(%x: i32, %d: f64) {
  %a = llvm.mlir.addressof @fmt : !llvm.ptr
  %g = llvm.getelementptr %a[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<12 x i8>
  %r = llvm.call @printf(%g, %x, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
  llvm.return
}

// The tail from byte 8 is "%f\n": one double. An i32 there is reported against that tail.
// WARN: format_offset.mlir:[[# @LINE + 4]]:3: warning: format '%f' expects a 'double', but argument 2 has type 'i32'
llvm.func @tail_checked(%x: i32) {
  %a = llvm.mlir.addressof @fmt : !llvm.ptr
  %g = llvm.getelementptr %a[8] : (!llvm.ptr) -> !llvm.ptr, i8
  %r = llvm.call @printf(%g, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}
// WARN-NOT: warning
