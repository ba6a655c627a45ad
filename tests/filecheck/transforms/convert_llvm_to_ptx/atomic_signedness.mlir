// REQUIRES: ptxas
// Seed 002: signedness picks the PTX type of atomic min/max (min.s32 vs min.u32), also in the
// compare-and-swap loop of narrow integers.
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx' -t ptx | filecheck %s
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx' -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK: atom.global.min.s32
// CHECK: atom.global.min.u32
// CHECK: atom.global.max.s64
// CHECK: atom.global.max.u64
// CHECK: cvt.s16.s8
// CHECK: min.s16
// CHECK: atom.global.cas.b32
// CHECK: and.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 255;
// CHECK: max.u16
// CHECK: atom.global.cas.b32

llvm.func @signedness(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %b: !llvm.ptr<1>, %v: i32, %w: i64, %c: i8) attributes {nvvm.kernel} {
  %0 = llvm.atomicrmw min %p, %v monotonic : !llvm.ptr<1>, i32
  %1 = llvm.atomicrmw umin %p, %v monotonic : !llvm.ptr<1>, i32
  %2 = llvm.atomicrmw max %q, %w monotonic : !llvm.ptr<1>, i64
  %3 = llvm.atomicrmw umax %q, %w monotonic : !llvm.ptr<1>, i64
  %4 = llvm.atomicrmw min %b, %c monotonic : !llvm.ptr<1>, i8
  %5 = llvm.atomicrmw umax %b, %c monotonic : !llvm.ptr<1>, i8
  llvm.return
}
