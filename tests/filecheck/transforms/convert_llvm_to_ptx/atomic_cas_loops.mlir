// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// RMWs without a PTX atom become compare-and-swap loops (on the containing aligned word for
// i8/i16); half-precision fadd has its own atom on sm_70+/sm_90.
// CHECK-LABEL: .visible .entry cas(
// CHECK:       and.b64 [[WORD:%rd[0-9]+]], [[P:%rd[0-9]+]], -4;
// CHECK:       shl.b32 [[SHIFT:%r[0-9]+]], {{%r[0-9]+}}, 3;
// CHECK-NEXT:  shl.b32 [[MASK:%r[0-9]+]], 65535, [[SHIFT]];
// CHECK:       ld.b32 [[INIT:%r[0-9]+]], [[[WORD]]];
// CHECK-NEXT:  mov.b32 [[OLD:%r[0-9]+]], [[INIT]];
// CHECK-NEXT:  [[LOOP:\$L__BB0_[0-9]+]]:
// CHECK:       max.s16
// CHECK:       atom.cas.b32 [[SEEN:%r[0-9]+]], [[[WORD]]], [[OLD]], {{%r[0-9]+}};
// CHECK-NEXT:  setp.eq.b32 [[SAME:%p[0-9]+]], [[SEEN]], [[OLD]];
// CHECK-NEXT:  @[[SAME]] bra [[DONE:\$L__BB0_[0-9]+]];
// CHECK-NEXT:  mov.b32 [[OLD]], [[SEEN]];
// CHECK-NEXT:  bra.uni [[LOOP]];
// CHECK-NEXT:  [[DONE]]:
// CHECK:       max.f32
// CHECK:       atom.cas.b32
// CHECK:       atom.add.noftz.f16
llvm.func @cas(%p: !llvm.ptr, %h: i16, %f: f32, %x: f16) attributes {nvvm.kernel} {
  %a = llvm.atomicrmw max %p, %h monotonic : !llvm.ptr, i16
  %q = llvm.getelementptr %p[4] : (!llvm.ptr) -> !llvm.ptr, i8
  %b = llvm.atomicrmw fmax %q, %f monotonic : !llvm.ptr, f32
  %r = llvm.getelementptr %p[8] : (!llvm.ptr) -> !llvm.ptr, i8
  %c = llvm.atomicrmw fadd %r, %x monotonic : !llvm.ptr, f16
  llvm.store %a, %p : i16, !llvm.ptr
  llvm.store %b, %q : f32, !llvm.ptr
  llvm.store %c, %r : f16, !llvm.ptr
  llvm.return
}
