// RUN: xdsl-opt %s -p printf-lowering | filecheck %s

// A string literal is the address of a constant global with a string initializer, directly,
// through a zero-index GEP, or through an address-space cast (MLIR's GPU lowering keeps
// formats in the constant space). vprintf takes generic pointers, so a format or a %s
// argument in a specific address space is cast to generic.

llvm.mlir.global internal constant @direct("%d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @in_const("%s\0A\00") {addr_space = 4 : i32}
llvm.mlir.global internal constant @hi_const("hi\0A\00") {addr_space = 4 : i32}
llvm.mlir.global internal constant @dense(dense<[37, 100, 10, 0]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK-LABEL: llvm.func @gep(
// CHECK:         %[[A:.*]] = llvm.mlir.addressof @direct : !llvm.ptr
// CHECK-NEXT:    %[[G:.*]] = llvm.getelementptr %[[A]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK:         llvm.call @vprintf(%[[G]], %vprintfBuffer.local)
llvm.func @gep(%x: i32) {
  %a = llvm.mlir.addressof @direct : !llvm.ptr
  %g = llvm.getelementptr %a[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
  %r = llvm.call @printf(%g, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}

// CHECK-LABEL: llvm.func @const_space(%s: !llvm.ptr<3>)
// CHECK:         %[[BUF:vprintfBuffer.local[_0-9]*]] = llvm.alloca
// CHECK:         %[[A:.*]] = llvm.mlir.addressof @in_const : !llvm.ptr<4>
// CHECK-NEXT:    %[[C:.*]] = llvm.addrspacecast %[[A]] : !llvm.ptr<4> to !llvm.ptr
// CHECK-NEXT:    %[[S:.*]] = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
// CHECK-NEXT:    %[[B:.*]] = llvm.getelementptr %[[BUF]][0] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[S]], %[[B]] {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    llvm.call @vprintf(%[[C]], %[[BUF]])
llvm.func @const_space(%s: !llvm.ptr<3>) {
  %a = llvm.mlir.addressof @in_const : !llvm.ptr<4>
  %c = llvm.addrspacecast %a : !llvm.ptr<4> to !llvm.ptr
  %r = llvm.call @printf(%c, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr<3>) -> i32
  llvm.return
}

// A format that stays in the constant space reaches vprintf through a cast.
// CHECK-LABEL: llvm.func @uncast_const_space()
// CHECK:         %[[A:.*]] = llvm.mlir.addressof @hi_const : !llvm.ptr<4>
// CHECK-NEXT:    %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %[[C:.*]] = llvm.addrspacecast %[[A]] : !llvm.ptr<4> to !llvm.ptr
// CHECK-NEXT:    llvm.call @vprintf(%[[C]], %[[NULL]])
llvm.func @uncast_const_space() {
  %a = llvm.mlir.addressof @hi_const : !llvm.ptr<4>
  %r = llvm.call @printf(%a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr<4>) -> i32
  llvm.return
}

// Dense i8 initializers (what xDSL's printf-to-llvm creates) are string literals too.
// CHECK-LABEL: llvm.func @dense_format(
// CHECK:         llvm.call @vprintf(
llvm.func @dense_format(%x: i32) {
  %a = llvm.mlir.addressof @dense : !llvm.ptr
  %r = llvm.call @printf(%a, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}
