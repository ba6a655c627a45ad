// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Vector lanes are registers: shuffles pick them, a run-time lane index selects among them,
// bitcasts pack and unpack them. Narrow bit counts run on 32 bits; half fma has its own type.
// CHECK-LABEL: .visible .entry lanes(
// CHECK:       setp.eq.b32 [[L1:%p[0-9]+]], [[K:%r[0-9]+]], 1;
// CHECK-NEXT:  selp.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, [[L1]];
// CHECK:       mov.b64 {[[LO:%r[0-9]+]], [[HI:%r[0-9]+]]}, {{%rd[0-9]+}};
// CHECK:       st.global.v2.b32 [{{%rd[0-9]+}}], {[[HI]], [[LO]]};
// CHECK-LABEL: .visible .entry narrow(
// CHECK:       cvt.u32.u16 [[W:%r[0-9]+]], {{%rs[0-9]+}};
// CHECK-NEXT:  popc.b32 {{%r[0-9]+}}, [[W]];
// CHECK:       clz.b32 [[C:%r[0-9]+]], [[W]];
// CHECK-NEXT:  sub.s32 {{%r[0-9]+}}, [[C]], 16;
// CHECK:       fma.rn.f16
// CHECK:       cvt.rzi.u32.f32 [[T:%r[0-9]+]], {{%f[0-9]+}};
// CHECK-NEXT:  setp.ne.b32 {{%p[0-9]+}}, [[T]], 0;
// CHECK-LABEL: .visible .entry scoped(
// CHECK:       ld.acquire.sys.global.b32
// CHECK:       fence.sc.sys;
// CHECK-NEXT:  ld.acquire.sys.global.b32

llvm.func @lanes(%p: !llvm.ptr<1>, %k: i32, %d: i64) attributes {nvvm.kernel} {
  %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
  %e = llvm.extractelement %v[%k : i32] : vector<4xf32>
  llvm.store %e, %p : f32, !llvm.ptr<1>
  %w = llvm.bitcast %d : i64 to vector<2xi32>
  %s = llvm.shufflevector %w, %w [1, 0] : vector<2xi32>
  llvm.store %s, %p {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<1>
  llvm.return
}
llvm.func @narrow(%p: !llvm.ptr<1>, %h: i16, %a: f16, %f: f32) attributes {nvvm.kernel} {
  %c = llvm.intr.ctpop(%h) : (i16) -> i16
  %z = "llvm.intr.ctlz"(%h) <{is_zero_poison = false}> : (i16) -> i16
  %s = llvm.add %c, %z : i16
  llvm.store %s, %p : i16, !llvm.ptr<1>
  %m = llvm.intr.fma(%a, %a, %a) : (f16, f16, f16) -> f16
  llvm.store %m, %p : f16, !llvm.ptr<1>
  %b = llvm.fptoui %f : f32 to i1
  llvm.store %b, %p : i1, !llvm.ptr<1>
  llvm.return
}
llvm.func @scoped(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %a = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %b = llvm.load %p atomic seq_cst {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %s = llvm.add %a, %b : i32
  llvm.store %s, %p : i32, !llvm.ptr<1>
  llvm.return
}
