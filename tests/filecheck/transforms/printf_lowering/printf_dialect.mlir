// RUN: xdsl-opt %s -p printf-to-llvm,printf-lowering | filecheck %s

// Composes with xDSL's printf dialect: printf-to-llvm declares a void printf and puts the
// format in a dense i8 constant global; printf-lowering turns its calls into vprintf.

// CHECK-LABEL: llvm.func @kernel(%x: i32, %y: f32, %n: i64)
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[BUF:.*]] = llvm.alloca %[[ONE]] x !llvm.array<24 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:    %[[Y:.*]] = arith.extf %y : f32 to f64
// CHECK-NEXT:    %[[FMT:.*]] = llvm.mlir.addressof @{{.*}} : !llvm.ptr
// CHECK-NEXT:    %[[G0:.*]] = llvm.getelementptr %[[BUF]][0] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %x, %[[G0]] {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %[[G1:.*]] = llvm.getelementptr %[[BUF]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[Y]], %[[G1]] {alignment = 8 : i64} : f64, !llvm.ptr
// CHECK-NEXT:    %[[G2:.*]] = llvm.getelementptr %[[BUF]][16] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %n, %[[G2]] {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.call @vprintf(%[[FMT]], %[[BUF]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT:    %[[FMT2:.*]] = llvm.mlir.addressof @{{.*}} : !llvm.ptr
// CHECK-NEXT:    %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.call @vprintf(%[[FMT2]], %[[NULL]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT:    llvm.return
// CHECK-NOT:   @printf
// CHECK:       llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NOT:   @printf
// CHECK:       llvm.mlir.global internal constant @{{.*}}(dense<{{.*}}> : tensor<{{[0-9]+}}xi8>)
llvm.func @kernel(%x: i32, %y: f32, %n: i64) {
  printf.print_format "x={} y={} n={}\n", %x : i32, %y : f32, %n : i64
  printf.print_format "done\n"
  llvm.return
}
