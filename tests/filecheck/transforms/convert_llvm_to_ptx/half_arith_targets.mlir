// REQUIRES: ptxas
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=90}' -t ptx | filecheck %s --check-prefix=SM90
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80}' -t ptx | filecheck %s --check-prefix=SM80
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=90}' -t ptx > %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80}' -t ptx > %t80.ptx && %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin

// bf16 add/sub/mul: native from sm_90 (PTX 7.8); on sm_80, which has only `fma.rn.bf16`, one
// fma with a constant operand each (a*b + -0.0, a*1.0 + b, b*-1.0 + a), as llc-22 selects them.
// f16 add/sub/mul are native on both. Division stays in f32 everywhere.
// SM90-LABEL: .visible .entry bf16_arith(
// SM90:       mul.rn.bf16 [[M:%rs[0-9]+]], [[A:%rs[0-9]+]], [[B:%rs[0-9]+]];
// SM90-NEXT:  add.rn.bf16 [[S:%rs[0-9]+]], [[M]], [[B]];
// SM90-NEXT:  sub.rn.bf16 [[D:%rs[0-9]+]], [[S]], [[A]];
// SM90-NEXT:  cvt.f32.bf16
// SM90-NEXT:  cvt.f32.bf16
// SM90-NEXT:  div.rn.f32
// SM90-NEXT:  cvt.rn.bf16.f32
// SM90-NEXT:  mul.rn.f16
// SM90-NEXT:  sub.rn.f16

// SM80-LABEL: .visible .entry bf16_arith(
// SM80:       mov.b16 [[NZ:%rs[0-9]+]], 0x8000;
// SM80-NEXT:  fma.rn.bf16 [[M:%rs[0-9]+]], [[A:%rs[0-9]+]], [[B:%rs[0-9]+]], [[NZ]];
// SM80-NEXT:  mov.b16 [[ONE:%rs[0-9]+]], 0x3F80;
// SM80-NEXT:  fma.rn.bf16 [[S:%rs[0-9]+]], [[M]], [[ONE]], [[B]];
// SM80-NEXT:  mov.b16 [[MONE:%rs[0-9]+]], 0xBF80;
// SM80-NEXT:  fma.rn.bf16 {{%rs[0-9]+}}, [[A]], [[MONE]], [[S]];
// SM80-NEXT:  cvt.f32.bf16
// SM80-NEXT:  cvt.f32.bf16
// SM80-NEXT:  div.rn.f32
// SM80-NEXT:  cvt.rn.bf16.f32
// SM80-NEXT:  mul.rn.f16
// SM80-NEXT:  sub.rn.f16
llvm.func @bf16_arith(%p: !llvm.ptr<1>, %a: bf16, %b: bf16, %c: f16, %d: f16) attributes {nvvm.kernel} {
  %0 = llvm.fmul %a, %b : bf16
  %1 = llvm.fadd %0, %b : bf16
  %2 = llvm.fsub %1, %a : bf16
  %3 = llvm.fdiv %a, %b : bf16
  %4 = llvm.fmul %c, %d : f16
  %5 = llvm.fsub %4, %d : f16
  llvm.store %2, %p : bf16, !llvm.ptr<1>
  llvm.store %3, %p : bf16, !llvm.ptr<1>
  llvm.store %5, %p : f16, !llvm.ptr<1>
  llvm.return
}
