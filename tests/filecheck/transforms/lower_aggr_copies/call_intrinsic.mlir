// RUN: xdsl-opt %s -p lower-aggr-copies | filecheck %s
// REQUIRES: ptxas
// RUN: xdsl-opt %s -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// The llvm.call_intrinsic spelling of the memory intrinsics is expanded exactly like the op form:
// no call of llvm.memcpy/memmove/memset survives, a run-time length becomes a copy loop.

// CHECK-LABEL: llvm.func @dynamic
// CHECK-NOT:   llvm.call_intrinsic
// CHECK:       llvm.cond_br
// CHECK-NOT:   llvm.call_intrinsic
// CHECK:       llvm.return
llvm.func @dynamic(%src: !llvm.ptr, %dst: !llvm.ptr, %n: i64) {
  %f = llvm.mlir.constant(false) : i1
  llvm.call_intrinsic "llvm.memcpy.p0.p0.i64"(%dst, %src, %n, %f) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.call_intrinsic "llvm.memmove.p0.p0.i64"(%src, %dst, %n, %f) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @constant_memset
// CHECK-NOT:   llvm.call_intrinsic
// CHECK-COUNT-2: llvm.store {{.*}} : i64, !llvm.ptr
// CHECK-NOT:   llvm.call_intrinsic
// CHECK:       llvm.return
llvm.func @constant_memset(%dst: !llvm.ptr {llvm.align = 8 : i64}) {
  %f = llvm.mlir.constant(false) : i1
  %zero = llvm.mlir.constant(0 : i8) : i8
  %sixteen = llvm.mlir.constant(16 : i64) : i64
  llvm.call_intrinsic "llvm.memset.p0.i64"(%dst, %zero, %sixteen, %f) : (!llvm.ptr, i8, i64, i1) -> ()
  llvm.return
}

// -----

// llvm.intr.memcpy.inline is a memcpy whose length is a property: expanded the same way (here
// 12 bytes at 4-byte alignment: three i32 loads and stores).

// CHECK-LABEL: llvm.func @inline_copy
// CHECK-NOT:   llvm.intr.memcpy
// CHECK-COUNT-3: llvm.load {{.*}} -> i32
// CHECK-COUNT-3: llvm.store {{.*}} : i32, !llvm.ptr<1>
// CHECK-NOT:   llvm.intr.memcpy
// CHECK:       llvm.return
llvm.func @inline_copy(%dst: !llvm.ptr<1> {llvm.align = 4 : i64}, %src: !llvm.ptr<1> {llvm.align = 4 : i64}) attributes {nvvm.kernel} {
  "llvm.intr.memcpy.inline"(%dst, %src) <{isVolatile = false, len = 12 : i64}> : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
  llvm.return
}
