// REQUIRES: ptxas
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80}' -t ptx | filecheck %s
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=90}' -t ptx | filecheck %s --check-prefix=SM90
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80}' -t ptx > %t80.ptx && %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin

// Before sm_90 bf16 converts only to and from f32 (clang's `(int)bf16` at sm_80 was "cvt.s32.bf16
// needs sm_90"): the other conversions go through f32 as llc-22 -mcpu=sm_80 expands them,
// exactly for bf16 -> f64/int; int -> bf16 rounds twice as llc's does; f64 -> bf16 rounds to
// odd in f32 first (llc's sequence), so the final rounding is the only one.
// CHECK-LABEL: .func (.param .align 2 .b8 func_retval0[2]) trunc_f64(
// CHECK:       cvt.rn.f32.f64 [[N:%f[0-9]+]], [[X:%fd[0-9]+]];
// CHECK-NEXT:  cvt.f64.f32 [[B:%fd[0-9]+]], [[N]];
// CHECK:       setp.gt.f64
// CHECK:       setp.equ.f64 {{%p[0-9]+}}, [[X]], [[B]];
// CHECK:       cvt.rn.bf16.f32
// CHECK-LABEL: ext_f64(
// CHECK:       cvt.f32.bf16 [[F:%f[0-9]+]],
// CHECK-NEXT:  cvt.f64.f32 {{%fd[0-9]+}}, [[F]];
// CHECK-LABEL: to_u64(
// CHECK:       cvt.f32.bf16 [[F:%f[0-9]+]],
// CHECK-NEXT:  cvt.rzi.u64.f32 {{%rd[0-9]+}}, [[F]];
// CHECK-LABEL: to_i1(
// CHECK:       cvt.f32.bf16 [[F:%f[0-9]+]],
// CHECK-NEXT:  cvt.rzi.s32.f32 {{%r[0-9]+}}, [[F]];
// CHECK-LABEL: from_i16(
// CHECK:       cvt.rn.f32.s16 [[F:%f[0-9]+]],
// CHECK-NEXT:  cvt.rn.bf16.f32 {{%rs[0-9]+}}, [[F]];
// CHECK-LABEL: from_u8(
// CHECK:       cvt.rn.f32.u16 [[F:%f[0-9]+]],
// CHECK-NEXT:  cvt.rn.bf16.f32 {{%rs[0-9]+}}, [[F]];
// sm_90 has them all.
// SM90-LABEL: trunc_f64(
// SM90:       cvt.rn.bf16.f64
// SM90-LABEL: ext_f64(
// SM90:       cvt.f64.bf16
// SM90-LABEL: to_u64(
// SM90:       cvt.rzi.u64.bf16
// SM90-LABEL: from_i16(
// SM90:       cvt.rn.bf16.s16

module {
  llvm.func @trunc_f64(%x: f64) -> bf16 {
    %r = llvm.fptrunc %x : f64 to bf16
    llvm.return %r : bf16
  }
  llvm.func @ext_f64(%x: bf16) -> f64 {
    %r = llvm.fpext %x : bf16 to f64
    llvm.return %r : f64
  }
  llvm.func @to_u64(%x: bf16) -> i64 {
    %r = llvm.fptoui %x : bf16 to i64
    llvm.return %r : i64
  }
  llvm.func @to_i1(%x: bf16) -> i1 {
    %r = llvm.fptosi %x : bf16 to i1
    llvm.return %r : i1
  }
  llvm.func @from_i16(%x: i16) -> bf16 {
    %r = llvm.sitofp %x : i16 to bf16
    llvm.return %r : bf16
  }
  llvm.func @from_u8(%x: i8) -> bf16 {
    %r = llvm.uitofp %x : i8 to bf16
    llvm.return %r : bf16
  }
}
