// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// f16/bf16 live in 16-bit registers: conversions name the half type, kernel half params are
// 2-byte arrays, add/sub/mul are native (sm_90 here; half_arith_targets.mlir has the older
// targets), division runs in f32 and rounds back once, neg/abs flip the sign bit.
// CHECK-LABEL: .visible .entry half(
// CHECK:       cvt.f32.f16 {{%f[0-9]+}}, [[H:%rs[0-9]+]];
// CHECK-NEXT:  cvt.f32.bf16 {{%f[0-9]+}}, {{%rs[0-9]+}};
// CHECK:       cvt.rn.f16.f32
// CHECK-NEXT:  cvt.rn.bf16.f32
// CHECK-NEXT:  cvt.rn.f16.s32
// CHECK-NEXT:  cvt.rzi.s32.f16 {{%r[0-9]+}}, [[H]];
// CHECK-NEXT:  cvt.f64.f16 {{%fd[0-9]+}}, [[H]];
// CHECK-LABEL: .visible .entry harith(
// CHECK-NEXT:    .param .u64 .ptr .align 1 harith_param_0,
// CHECK-NEXT:    .param .align 2 .b8 harith_param_1[2],
// CHECK:       add.rn.f16 [[S:%rs[0-9]+]], {{%rs[0-9]+}}, {{%rs[0-9]+}};
// CHECK-NEXT:  mul.rn.f16 [[M:%rs[0-9]+]], [[S]], {{%rs[0-9]+}};
// CHECK-NEXT:  cvt.f32.f16 {{%f[0-9]+}}, [[M]];
// CHECK:       div.rn.f32 [[Q:%f[0-9]+]]
// CHECK-NEXT:  cvt.rn.f16.f32 {{%rs[0-9]+}}, [[Q]];
// CHECK:       xor.b16 [[N:%rs[0-9]+]], {{%rs[0-9]+}}, -32768;
// CHECK-NEXT:  and.b16 {{%rs[0-9]+}}, [[N]], 32767;
// CHECK:       setp.lt.f16

llvm.func @half(%p: !llvm.ptr, %h: f16, %b: bf16, %i: i32) attributes {nvvm.kernel} {
  %a = llvm.fpext %h : f16 to f32
  %c = llvm.fpext %b : bf16 to f32
  %d = llvm.fadd %a, %c : f32
  %e = llvm.fptrunc %d : f32 to f16
  %f = llvm.fptrunc %d : f32 to bf16
  %g = llvm.sitofp %i : i32 to f16
  %k = llvm.fptosi %h : f16 to i32
  %l = llvm.fpext %h : f16 to f64
  llvm.store %e, %p : f16, !llvm.ptr
  llvm.store %f, %p : bf16, !llvm.ptr
  llvm.store %g, %p : f16, !llvm.ptr
  llvm.store %k, %p : i32, !llvm.ptr
  llvm.store %l, %p : f64, !llvm.ptr
  llvm.return
}
llvm.func @harith(%p: !llvm.ptr, %h: f16, %g: f16) attributes {nvvm.kernel} {
  %a = llvm.fadd %h, %g : f16
  %b = llvm.fmul %a, %h : f16
  %c = llvm.fdiv %b, %g : f16
  %n = llvm.fneg %c : f16
  %ab = llvm.intr.fabs(%n) : (f16) -> f16
  %lt = llvm.fcmp "olt" %ab, %h : f16
  %s = llvm.select %lt, %ab, %g : i1, f16
  llvm.store %s, %p : f16, !llvm.ptr
  llvm.return
}
