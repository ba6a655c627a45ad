// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// A select between two byval params (after lower-struct-args' generic casts) selects their
// param addresses and keeps reading with ld.param; the unused generic addresses vanish.
// CHECK-NOT:   cvta.param
// CHECK:       mov.b64 [[A:%rd[0-9]+]], test_select_param_0;
// CHECK-NEXT:  mov.b64 [[B:%rd[0-9]+]], test_select_param_1;
// CHECK-NEXT:  selp.b64 [[S:%rd[0-9]+]], [[A]], [[B]], {{%p[0-9]+}};
// CHECK-NEXT:  ld.param.b32 [[V:%r[0-9]+]], [[[S]]];
// CHECK-NEXT:  st.b32 [{{%rd[0-9]+}}], [[V]];

llvm.func @test_select(%in1: !llvm.ptr<101> {llvm.byval = i32, llvm.align = 4 : i64}, %in2: !llvm.ptr<101> {llvm.byval = i32, llvm.align = 4 : i64}, %out: !llvm.ptr, %cond: i1) attributes {nvvm.kernel} {
  %g1 = nvvm.cvt.param.to.generic %in1 : !llvm.ptr<101> to !llvm.ptr
  %g2 = nvvm.cvt.param.to.generic %in2 : !llvm.ptr<101> to !llvm.ptr
  %p = llvm.select %cond, %g1, %g2 : i1, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}

// A run-time offset into a param keeps the field's natural-width load.
// CHECK-LABEL: .visible .entry dyn_ldparam(
// CHECK:       mov.b64 [[B:%rd[0-9]+]], dyn_ldparam_param_0;
// CHECK-NEXT:  add.s64 [[A:%rd[0-9]+]], [[B]], {{%rd[0-9]+}};
// CHECK-NEXT:  ld.param.b32 {{%r[0-9]+}}, [[[A]]+8];
llvm.func @dyn_ldparam(%s: !llvm.ptr<101> {llvm.byval = !llvm.array<8 x i32>, llvm.align = 4 : i64}, %off: i64, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %v = nvvm.ldparam %s[%off + 8] : !llvm.ptr<101> -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
