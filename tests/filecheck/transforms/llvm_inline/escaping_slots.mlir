// A slot whose address escapes to a call the inliner leaves (numba's fp16 operator wrappers
// pass their result slot to an external function) stays in memory, so it shares memory
// between the caller's own inlined calls, as slots indexed at run time do. A promotable slot
// (only loaded and stored) is not shared. `linkonce_odr` wrappers whose calls are all inlined
// are erased (as LLVM's global DCE does); a `weak_odr` one is kept.
// RUN: xdsl-opt %s -p llvm-inline | filecheck %s
// RUN: xdsl-opt %s -p llvm-inline | grep -c "llvm.alloca .* x i16" | filecheck %s --check-prefix=I16
// RUN: xdsl-opt %s -p llvm-inline | grep -c "llvm.alloca .* x i32" | filecheck %s --check-prefix=I32
// Three calls of @mul_wrap (one escaping slot each) and one of @keep_wrap: 1 slot in the kernel,
// not 4 (and @keep_wrap's own); the two calls of @plain keep their own promotable slot each.
// I16: {{^}}2{{$}}
// I32: {{^}}2{{$}}

// CHECK-NOT:   @mul_wrap
// CHECK:       llvm.func weak_odr @keep_wrap
// CHECK-LABEL: llvm.func @kernel
// CHECK:       llvm.alloca {{.*}} x i32
// CHECK:       llvm.alloca {{.*}} x i32
// CHECK:       llvm.alloca {{.*}} x i16
// CHECK-NOT:   llvm.alloca
// CHECK:       llvm.call @hmul
// CHECK:       llvm.call @hmul
// CHECK:       llvm.call @hmul
// CHECK:       llvm.call @hmul
// CHECK-NOT:   @mul_wrap

llvm.func @hmul(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32

llvm.func linkonce_odr @mul_wrap(%ret: !llvm.ptr, %a: !llvm.ptr, %b: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i16) : i16
  %slot = llvm.alloca %one x i16 {alignment = 2 : i64} : (i32) -> !llvm.ptr
  llvm.store %zero, %slot : i16, !llvm.ptr
  %status = llvm.call @hmul(%slot, %a, %b) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %v = llvm.load %slot : !llvm.ptr -> i16
  llvm.store %v, %ret : i16, !llvm.ptr
  llvm.return %status : i32
}

llvm.func weak_odr @keep_wrap(%ret: !llvm.ptr, %a: !llvm.ptr, %b: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i16 {alignment = 2 : i64} : (i32) -> !llvm.ptr
  %status = llvm.call @hmul(%slot, %a, %b) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %v = llvm.load %slot : !llvm.ptr -> i16
  llvm.store %v, %ret : i16, !llvm.ptr
  llvm.return %status : i32
}

llvm.func internal @plain(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %slot : i32, !llvm.ptr
  %v = llvm.load %slot : !llvm.ptr -> i32
  llvm.return %v : i32
}

llvm.func @kernel(%a: !llvm.ptr, %b: !llvm.ptr, %r: !llvm.ptr, %x: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %s1 = llvm.call @mul_wrap(%r, %a, %b) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %s2 = llvm.call @mul_wrap(%r, %r, %b) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %s3 = llvm.call @mul_wrap(%r, %r, %a) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %s4 = llvm.call @keep_wrap(%r, %r, %a) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %p1 = llvm.call @plain(%x) : (i32) -> i32
  %p2 = llvm.call @plain(%p1) : (i32) -> i32
  %t = llvm.add %s1, %s2 : i32
  %u = llvm.add %t, %s3 : i32
  %w = llvm.add %u, %s4 : i32
  %z = llvm.add %w, %p2 : i32
  llvm.store %z, %out : i32, !llvm.ptr<1>
  llvm.return
}
