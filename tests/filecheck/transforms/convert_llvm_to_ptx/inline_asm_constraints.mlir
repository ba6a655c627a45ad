// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx | filecheck %s --check-prefix=IR
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Inline asm with LLVM 22 NVPTX's constraint semantics (nvvm_xdsl/backend/inline_asm.py); the
// registers and values agree with LLVM's (tests/test_inline_asm_llvm.py checks that at random).

// The module's version is 8.3 for the `q` constraint at the end.
// CHECK: .version 8.3

// "=r" on an f32 result: the asm writes a .b32 register (`mov.u32` on an .f32 one fails
// ptxas), moved bit for bit into the float.
// CHECK-LABEL: .entry r_on_f32(
// CHECK:      // begin inline asm
// CHECK-NEXT: {
// CHECK-NEXT: mov.u32 [[Z:%r[0-9]+]], 0x0;
// CHECK-NEXT: }
// CHECK:      mov.b32 [[F:%f[0-9]+]], [[Z]];
// CHECK-NEXT: st.global.f32 [{{%rd[0-9]+}}], [[F]];
llvm.func @r_on_f32(%out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %z = llvm.inline_asm asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;", "=r" : () -> f32
  llvm.store %z, %out : f32, !llvm.ptr<1>
  llvm.return
}

// wgmma's shape: accumulators carried by a loop and tied to the outputs ("0".."3"); the text
// names only $0..$3, so each input must arrive in its output's register. "f" is a .b32 class
// in LLVM 22: the loop-carried f32 values live in the asm's .b32 registers, which the loop,
// the asm and the exit share as LLVM's do (no move between them: ptxas would read a move of
// a wgmma accumulator as a use of an MMA in flight and serialise the MMAs).
// IR: ptx.asm {{.*}} {side_effects, tied = array<i64: 0, 1, 2, 3>}
// CHECK-LABEL: .entry wgmma_like(
// CHECK:      mov.b32 [[A0:%r[0-9]+]], 0f00000000;
// CHECK-NEXT: mov.b32 [[A1:%r[0-9]+]], 0f00000000;
// CHECK-NEXT: mov.b32 [[A2:%r[0-9]+]], 0f00000000;
// CHECK-NEXT: mov.b32 [[A3:%r[0-9]+]], 0f00000000;
// CHECK-NEXT: $L__BB1_1:
// CHECK-NEXT: // begin inline asm
// CHECK-NEXT: {
// CHECK-NEXT: fma.rn.f32 [[A0]], [[A0]], 0f40000000, 0f3F800000;
// CHECK-NEXT: add.f32 [[A1]], [[A1]], [[A0]];
// CHECK-NEXT: add.f32 [[A2]], [[A2]], [[A1]];
// CHECK-NEXT: add.f32 [[A3]], [[A3]], [[A2]]; // [[DESC:%rd[0-9]+]]
// CHECK-NEXT: }
// CHECK-NEXT: // end inline asm
// CHECK-NOT:  mov.b32 {{.*}}[[A0]]
// The void asm storing the results ("r,r,r,r,l" -> !llvm.void) is kept and fed the same registers.
// CHECK:      st.global.v4.b32 [ {{%rd[0-9]+}} + 0 ], { [[A0]], [[A1]], [[A2]], [[A3]] };
llvm.func @wgmma_like(%acc: !llvm.ptr<1>, %desc: i64) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(4 : i32) : i32
  llvm.br ^loop(%c1, %zero, %zero, %zero, %zero : i32, f32, f32, f32, f32)
^loop(%i: i32, %a0: f32, %a1: f32, %a2: f32, %a3: f32):
  %r = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "fma.rn.f32 $0, $0, 0f40000000, 0f3F800000;\0A\09add.f32 $1, $1, $0;\0A\09add.f32 $2, $2, $1;\0A\09add.f32 $3, $3, $2; // $8", "=f,=f,=f,=f,0,1,2,3,l" %a0, %a1, %a2, %a3, %desc : (f32, f32, f32, f32, i64) -> !llvm.struct<(f32, f32, f32, f32)>
  %b0 = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  %b1 = llvm.extractvalue %r[1] : !llvm.struct<(f32, f32, f32, f32)>
  %b2 = llvm.extractvalue %r[2] : !llvm.struct<(f32, f32, f32, f32)>
  %b3 = llvm.extractvalue %r[3] : !llvm.struct<(f32, f32, f32, f32)>
  %next = llvm.add %i, %c1 : i32
  %done = llvm.icmp "sgt" %next, %n : i32
  llvm.cond_br %done, ^exit, ^loop(%next, %b0, %b1, %b2, %b3 : i32, f32, f32, f32, f32)
^exit:
  %v0 = llvm.bitcast %b0 : f32 to i32
  %v1 = llvm.bitcast %b1 : f32 to i32
  %v2 = llvm.bitcast %b2 : f32 to i32
  %v3 = llvm.bitcast %b3 : f32 to i32
  llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l" %v0, %v1, %v2, %v3, %acc : (i32, i32, i32, i32, !llvm.ptr<1>) -> !llvm.void
  llvm.return
}

// A tied input still needed afterwards (here also as operand $2) gets a copy the asm may
// overwrite.
// CHECK-LABEL: .entry shared_tied_input(
// CHECK:      mov.b32 [[X:%r[0-9]+]], %f1;
// CHECK-NEXT: mov.b32 [[COPY:%r[0-9]+]], [[X]];
// CHECK:      add.f32 [[COPY]], [[COPY]], [[X]];
// CHECK:      mov.b32 [[R:%f[0-9]+]], [[COPY]];
// CHECK-NEXT: add.rn.f32 {{%f[0-9]+}}, [[R]], %f1;
llvm.func @shared_tied_input(%x: f32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %r = llvm.inline_asm "add.f32 $0, $0, $2;", "=f,0,f" %x, %x : (f32, f32) -> f32
  %s = llvm.fadd %r, %x : f32
  llvm.store %s, %out : f32, !llvm.ptr<1>
  llvm.return
}

// "b" takes an i1 as it is and the low bit of a wider integer (and + setp, as LLVM does).
// CHECK-LABEL: .entry predicates(
// CHECK:      setp.ne.b16 [[B:%p[0-9]+]],
// CHECK:      and.b32 [[LOW:%r[0-9]+]], {{%r[0-9]+}}, 1;
// CHECK-NEXT: setp.ne.b32 [[W:%p[0-9]+]], [[LOW]], 0;
// CHECK:      and.pred [[P:%p[0-9]+]], [[B]], [[W]];
// CHECK:      selp.u32 {{%r[0-9]+}}, 1, 0, [[P]];
llvm.func @predicates(%b: i1, %w: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %r = llvm.inline_asm "and.pred $0, $1, $2;", "=b,b,b" %b, %w : (i1, i32) -> i1
  %e = llvm.zext %r : i1 to i32
  llvm.store %e, %out : i32, !llvm.ptr<1>
  llvm.return
}

// Immediates print as signed values of their type (i1 true is -1, i8 200 is -56); `${N:n}`
// negates one; `$$` is a `$`; `$(a$|b$)` keeps the first variant.
// IR: ptx.asm "add.s32 $d0, $0, -5; // -1 -56 $$ first"
// CHECK-LABEL: .entry immediates_and_escapes(
// CHECK:      add.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, -5; // -1 -56 $ first
llvm.func @immediates_and_escapes(%x: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %t = llvm.mlir.constant(true) : i1
  %c = llvm.mlir.constant(200 : i8) : i8
  %k = llvm.mlir.constant(5 : i32) : i32
  %r = llvm.inline_asm "add.s32 $0, $1, ${2:n}; // $3 $4 $$ $(first$|second$)", "=r,r,n,i,X" %x, %k, %t, %c : (i32, i32, i1, i8) -> i32
  llvm.store %r, %out : i32, !llvm.ptr<1>
  llvm.return
}

// "=*m" with its elementtype: the pointer in brackets. An unused asm clobbering memory stays,
// an unused pure one goes; "h" on f16 is a .b16 register.
// CHECK-LABEL: .entry memory_and_clobbers(
// CHECK:      st.global.u32 [%rd1], %r1;
// CHECK:      mov.b32 {{%r[0-9]+}}, %r1;
// CHECK-NOT:  mov.b32
// CHECK:      add.f16 [[H:%rs[0-9]+]], %rs1, %rs1;
// CHECK:      st.global.b16 [%rd1], [[H]];
llvm.func @memory_and_clobbers(%p: !llvm.ptr<1>, %x: i32, %h: f16) attributes {nvvm.kernel} {
  llvm.inline_asm has_side_effects operand_attrs = [{elementtype = i32}, {}] "st.global.u32 $0, $1;", "=*m,r" %p, %x : (!llvm.ptr<1>, i32) -> !llvm.void
  %unused = llvm.inline_asm "mov.b32 $0, $1;", "=&r,r,~{memory}" %x : (i32) -> i32
  %dead = llvm.inline_asm "mov.b32 $0, $1;", "=r,r" %x : (i32) -> i32
  %hh = llvm.inline_asm "add.f16 $0, $1, $1;", "=h,h" %h : (f16) -> f16
  llvm.store %hh, %p : f16, !llvm.ptr<1>
  llvm.return
}

// A tied input defined before a loop and used once, inside it: the loop reads it again, so the
// asm works on a copy made in the loop.
// CHECK-LABEL: .entry tied_loop_invariant(
// CHECK:      ld.param.b32 [[X:%r[0-9]+]], [tied_loop_invariant_param_0];
// CHECK:      $L__BB{{[0-9]+}}_1:
// CHECK-NEXT: mov.b32 [[COPY:%r[0-9]+]], [[X]];
// CHECK-NEXT: // begin inline asm
// CHECK-NEXT: {
// CHECK-NEXT: add.s32 [[COPY]], [[COPY]], [[COPY]];
llvm.func @tied_loop_invariant(%x: i32, %n: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %sum: i32):
  %d = llvm.inline_asm "add.s32 $0, $0, $0;", "=r,0" %x : (i32) -> i32
  %s = llvm.add %sum, %d : i32
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %s : i32, i32), ^exit
^exit:
  llvm.store %s, %out : i32, !llvm.ptr<1>
  llvm.return
}

// "q": an i128 (two 64-bit halves) in one .b128 register, which needs PTX ISA 8.3.
// CHECK-LABEL: .entry b128(
// CHECK:      mov.b128 [[A:%rq[0-9]+]], {%rd{{[0-9]+}}, %rd{{[0-9]+}}};
// CHECK:      mov.b128 [[B:%rq[0-9]+]], {%rd{{[0-9]+}}, %rd{{[0-9]+}}};
// CHECK:      mov.b128 [[B]], [[A]];
// CHECK:      mov.b128 {[[LO:%rd[0-9]+]], [[HI:%rd[0-9]+]]}, [[B]];
// CHECK-NEXT: st.global.v2.b64 [{{%rd[0-9]+}}], {[[LO]], [[HI]]};
llvm.func @b128(%out: !llvm.ptr<1>, %a: i128, %b: i128) attributes {nvvm.kernel} {
  %r = llvm.inline_asm "mov.b128 $0, $1;", "=q,q,0" %a, %b : (i128, i128) -> i128
  llvm.store %r, %out : i128, !llvm.ptr<1>
  llvm.return
}
