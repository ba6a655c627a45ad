// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// i128 lives in two 64-bit registers: add/sub chain the carry, logic works per half,
// constant shifts move bits across the halves, eq/ne compare both halves.
// CHECK:       ld.param.b64 [[ALO:%rd[0-9]+]], [wide_param_0];
// CHECK-NEXT:  ld.param.b64 [[AHI:%rd[0-9]+]], [wide_param_0+8];
// CHECK-NEXT:  ld.param.b64 [[BLO:%rd[0-9]+]], [wide_param_1];
// CHECK-NEXT:  ld.param.b64 [[BHI:%rd[0-9]+]], [wide_param_1+8];
// CHECK:       add.cc.u64 [[SLO:%rd[0-9]+]], [[ALO]], [[BLO]];
// CHECK-NEXT:  addc.u64 [[SHI:%rd[0-9]+]], [[AHI]], [[BHI]];
// CHECK-NEXT:  sub.cc.u64 [[DLO:%rd[0-9]+]], [[SLO]], [[BLO]];
// CHECK-NEXT:  subc.u64 [[DHI:%rd[0-9]+]], [[SHI]], [[BHI]];
// CHECK-NEXT:  xor.b64 [[XLO:%rd[0-9]+]], [[DLO]], [[ALO]];
// CHECK-NEXT:  xor.b64 [[XHI:%rd[0-9]+]], [[DHI]], [[AHI]];
// shl 3:
// CHECK-NEXT:  shr.u64 [[C:%rd[0-9]+]], [[XLO]], 61;
// CHECK-NEXT:  shl.b64 [[H:%rd[0-9]+]], [[XHI]], 3;
// CHECK-NEXT:  shl.b64 [[LLO:%rd[0-9]+]], [[XLO]], 3;
// CHECK-NEXT:  or.b64 [[LHI:%rd[0-9]+]], [[H]], [[C]];
// lshr 70: only the high half, shifted by 6, survives.
// CHECK-NEXT:  shr.u64 [[RLO:%rd[0-9]+]], [[LHI]], 6;
// CHECK:       and.pred
// CHECK:       st.v2.b64 [{{%rd[0-9]+}}], {{{%rd[0-9]+}}, {{%rd[0-9]+}}};

llvm.func @wide(%a: i128, %b: i128, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %s = llvm.add %a, %b : i128
  %d = llvm.sub %s, %b : i128
  %x = llvm.xor %d, %a : i128
  %c3 = llvm.mlir.constant(3 : i128) : i128
  %c70 = llvm.mlir.constant(70 : i128) : i128
  %l = llvm.shl %x, %c3 : i128
  %r = llvm.lshr %l, %c70 : i128
  %q = llvm.ashr %l, %c3 : i128
  %e = llvm.icmp "eq" %r, %q : i128
  %sel = llvm.select %e, %r, %s : i1, i128
  llvm.store %sel, %out : i128, !llvm.ptr
  llvm.return
}


// mul: the low product's both halves plus the two cross products into the high half; an
// ordered compare decides on the high halves (signed for s*) unless they are equal, then on the
// low halves, unsigned.
// CHECK-LABEL: .entry mul_cmp(
// CHECK:       ld.param.b64 [[ALO:%rd[0-9]+]], [mul_cmp_param_0];
// CHECK-NEXT:  ld.param.b64 [[AHI:%rd[0-9]+]], [mul_cmp_param_0+8];
// CHECK-NEXT:  ld.param.b64 [[BLO:%rd[0-9]+]], [mul_cmp_param_1];
// CHECK-NEXT:  ld.param.b64 [[BHI:%rd[0-9]+]], [mul_cmp_param_1+8];
// CHECK-DAG:   mul.lo.s64 [[LO:%rd[0-9]+]], [[ALO]], [[BLO]];
// CHECK-DAG:   mul.hi.u64 [[H0:%rd[0-9]+]], [[ALO]], [[BLO]];
// CHECK-DAG:   mul.lo.s64 [[X1:%rd[0-9]+]], [[ALO]], [[BHI]];
// CHECK-DAG:   mul.lo.s64 [[X2:%rd[0-9]+]], [[AHI]], [[BLO]];
// CHECK-DAG:   add.s64 [[H1:%rd[0-9]+]], [[H0]], [[X1]];
// CHECK-DAG:   add.s64 {{%rd[0-9]+}}, [[H1]], [[X2]];
// CHECK-DAG:   setp.lt.s64 [[HLT:%p[0-9]+]], [[AHI]], [[BHI]];
// CHECK-DAG:   setp.eq.b64 [[HEQ:%p[0-9]+]], [[AHI]], [[BHI]];
// CHECK-DAG:   setp.le.u64 [[LLE:%p[0-9]+]], [[ALO]], [[BLO]];
// CHECK-DAG:   and.pred [[TIE:%p[0-9]+]], [[HEQ]], [[LLE]];
// CHECK-DAG:   or.pred {{%p[0-9]+}}, [[HLT]], [[TIE]];
llvm.func @mul_cmp(%a: i128, %b: i128, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %m = llvm.mul %a, %b : i128
  %le = llvm.icmp "sle" %a, %b : i128
  %sel = llvm.select %le, %m, %a : i1, i128
  llvm.store %sel, %out : i128, !llvm.ptr
  llvm.return
}

// Shifts by a run-time amount n, as LLVM expands them: the n < 64 result (the crossing bits
// shifted by 64 - n or-ed in) or the n >= 64 one (the other half shifted by n - 64), chosen by
// a compare; PTX clamps shift amounts, so the half shifted by n alone needs no select.
// CHECK-LABEL: .entry shift_by(
// CHECK:       ld.param.b64 [[LO:%rd[0-9]+]], [shift_by_param_0];
// CHECK-NEXT:  ld.param.b64 [[HI:%rd[0-9]+]], [shift_by_param_0+8];
// CHECK-NEXT:  ld.param.b64 [[NLO:%rd[0-9]+]], [shift_by_param_1];
// CHECK:       cvt.u32.u64 [[N:%r[0-9]+]], [[NLO]];
// CHECK-DAG:   sub.s32 [[BACK:%r[0-9]+]], {{%r[0-9]+}}, [[N]];
// CHECK-DAG:   add.s32 [[PAST:%r[0-9]+]], [[N]], -64;
// CHECK-DAG:   setp.ge.u32 [[BIG:%p[0-9]+]], [[N]], 64;
// CHECK-DAG:   shr.u64 [[CROSS:%rd[0-9]+]], [[LO]], [[BACK]];
// CHECK-DAG:   shl.b64 [[HS:%rd[0-9]+]], [[HI]], [[N]];
// CHECK-DAG:   or.b64 [[NEAR:%rd[0-9]+]], [[HS]], [[CROSS]];
// CHECK-DAG:   shl.b64 [[FAR:%rd[0-9]+]], [[LO]], [[PAST]];
// CHECK-DAG:   selp.b64 {{%rd[0-9]+}}, [[FAR]], [[NEAR]], [[BIG]];
// CHECK-DAG:   shl.b64 {{%rd[0-9]+}}, [[LO]], [[N]];
// ashr: the far half is the high one shifted arithmetically by n - 64.
// CHECK-DAG:   shr.s64 {{%rd[0-9]+}}, [[HI]], [[PAST]];
// CHECK-DAG:   shr.s64 {{%rd[0-9]+}}, [[HI]], [[N]];
llvm.func @shift_by(%a: i128, %n: i128, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %l = llvm.shl %a, %n : i128
  %r = llvm.ashr %a, %n : i128
  %x = llvm.xor %l, %r : i128
  llvm.store %x, %out : i128, !llvm.ptr
  llvm.return
}
