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

// cmpxchg on an i8 (PTX has no 8-bit CAS), as LLVM expands it: the containing word with the
// byte replaced by the expected / the new value, retried while only the other bytes changed;
// the old value is the byte of the word seen, success the word compare.
// CHECK-LABEL: .visible .entry cas8(
// CHECK:       and.b64 [[W8:%rd[0-9]+]], {{%rd[0-9]+}}, -4;
// CHECK:       not.b32 [[KEEP:%r[0-9]+]],
// CHECK:       ld.b32 [[INIT8:%r[0-9]+]], [[[W8]]];
// CHECK-NEXT:  and.b32 [[REST:%r[0-9]+]], [[INIT8]], [[KEEP]];
// CHECK:       [[LOOP:\$L__BB[0-9_]+]]:
// CHECK-NEXT:  or.b32 [[EXP:%r[0-9]+]], [[OTHERS:%r[0-9]+]], {{%r[0-9]+}};
// CHECK-NEXT:  or.b32 [[NEW:%r[0-9]+]], [[OTHERS]], {{%r[0-9]+}};
// CHECK-NEXT:  atom.cas.b32 [[SEEN:%r[0-9]+]], [[[W8]]], [[EXP]], [[NEW]];
// CHECK-NEXT:  setp.eq.b32 [[OK:%p[0-9]+]], [[SEEN]], [[EXP]];
// CHECK-NEXT:  @[[OK]] bra [[DONE:\$L__BB[0-9_]+]];
// CHECK-NEXT:  and.b32 [[SEENREST:%r[0-9]+]], [[SEEN]], [[KEEP]];
// CHECK-NEXT:  setp.ne.b32 [[CHANGED:%p[0-9]+]], [[SEENREST]], [[OTHERS]];
// CHECK-NEXT:  @![[CHANGED]] bra [[DONE]];
// CHECK:       bra.uni [[LOOP]];
// CHECK:       [[DONE]]:
// CHECK-NEXT:  shr.u32 {{%r[0-9]+}}, [[SEEN]],
llvm.func @cas8(%p: !llvm.ptr, %c: i8, %n: i8, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %pair = llvm.cmpxchg %p, %c, %n monotonic monotonic : !llvm.ptr, i8
  %old = llvm.extractvalue %pair[0] : !llvm.struct<(i8, i1)>
  %ok = llvm.extractvalue %pair[1] : !llvm.struct<(i8, i1)>
  %z = llvm.zext %ok : i1 to i8
  %s = llvm.add %old, %z : i8
  llvm.store %s, %out : i8, !llvm.ptr
  llvm.return
}
