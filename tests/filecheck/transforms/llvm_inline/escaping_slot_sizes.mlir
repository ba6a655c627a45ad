// Slots passed to calls the inliner leaves share memory across types: numba's fp16 compare
// wrapper's i8 result slot takes the i16 slot an earlier operator wrapper brought (at least as
// large and as aligned); a larger slot (i32) cannot take the i16 one and brings its own.
// RUN: xdsl-opt %s -p llvm-inline | filecheck %s

// CHECK-LABEL: llvm.func @kernel
// CHECK:       llvm.alloca {{.*}} x i32
// CHECK:       llvm.alloca {{.*}} x i16
// CHECK-NOT:   llvm.alloca
// CHECK:       llvm.call @hmul
// CHECK:       llvm.call @hgt
// CHECK:       llvm.call @wide

llvm.func @hmul(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
llvm.func @hgt(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
llvm.func @wide(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32

llvm.func linkonce_odr @mul_wrap(%ret: !llvm.ptr, %a: !llvm.ptr, %b: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i16 {alignment = 2 : i64} : (i32) -> !llvm.ptr
  %status = llvm.call @hmul(%slot, %a, %b) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %v = llvm.load %slot : !llvm.ptr -> i16
  llvm.store %v, %ret : i16, !llvm.ptr
  llvm.return %status : i32
}

llvm.func linkonce_odr @gt_wrap(%ret: !llvm.ptr, %a: !llvm.ptr, %b: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i8 {alignment = 1 : i64} : (i32) -> !llvm.ptr
  %status = llvm.call @hgt(%slot, %a, %b) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %v = llvm.load %slot : !llvm.ptr -> i8
  llvm.store %v, %ret : i8, !llvm.ptr
  llvm.return %status : i32
}

llvm.func linkonce_odr @wide_wrap(%ret: !llvm.ptr, %a: !llvm.ptr, %b: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %status = llvm.call @wide(%slot, %a, %b) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %v = llvm.load %slot : !llvm.ptr -> i32
  llvm.store %v, %ret : i32, !llvm.ptr
  llvm.return %status : i32
}

llvm.func @kernel(%a: !llvm.ptr, %b: !llvm.ptr, %r: !llvm.ptr, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %s1 = llvm.call @mul_wrap(%r, %a, %b) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %s2 = llvm.call @gt_wrap(%r, %r, %b) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %s3 = llvm.call @wide_wrap(%r, %r, %a) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %t = llvm.add %s1, %s2 : i32
  %u = llvm.add %t, %s3 : i32
  llvm.store %u, %out : i32, !llvm.ptr<1>
  llvm.return
}
