// Selection of the llvm.intr ops NVPTX can select, as llc 22 selects their LLVM intrinsics
// (tests/test_llvm_intrinsics_nvptx.py compares the opcodes with llc-22 per intrinsic).

// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 -O0 | filecheck %s
// RUN: nvvm-opt %s --sm 80 -O0 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

llvm.func @intrinsics(%a: f32, %b: f32, %d: f64, %p: !llvm.ptr<1>, %i: i32, %h: i16, %m: i64, %c: i1, %v: vector<4xf32>, %vi: vector<4xi32>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %0 = llvm.intr.fmuladd(%a, %b, %a) : (f32, f32, f32) -> f32
  %1 = llvm.intr.roundeven(%0) : (f32) -> f32
  %2 = llvm.intr.trunc(%1) : (f32) -> f32
  llvm.store volatile %2, %out : f32, !llvm.ptr<1>
  %3 = llvm.intr.round(%d) : (f64) -> f64
  llvm.store volatile %3, %out : f64, !llvm.ptr<1>
  %4 = llvm.intr.bitreverse(%i) : (i32) -> i32
  llvm.store volatile %4, %out : i32, !llvm.ptr<1>
  %5 = llvm.intr.bitreverse(%h) : (i16) -> i16
  llvm.store volatile %5, %out : i16, !llvm.ptr<1>
  %6 = llvm.intr.ptrmask %p, %m : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
  llvm.store volatile %a, %6 : f32, !llvm.ptr<1>
  llvm.intr.assume %c ["align"(%p, %m : !llvm.ptr<1>, i64)] : i1
  %7 = "llvm.intr.vector.reduce.add"(%vi) : (vector<4xi32>) -> i32
  llvm.store volatile %7, %out : i32, !llvm.ptr<1>
  %8 = llvm.intr.vector.reduce.fmaximum(%v) : (vector<4xf32>) -> f32
  llvm.store volatile %8, %out : f32, !llvm.ptr<1>
  %9 = "llvm.intr.vector.reduce.fadd"(%a, %v) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  llvm.store volatile %9, %out : f32, !llvm.ptr<1>
  llvm.cond_br %c, ^trap, ^done
^trap:
  llvm.intr.trap
  llvm.unreachable
^done:
  llvm.return
}

// CHECK:      fma.rn.f32 [[FMA:%f[0-9]+]],
// CHECK-NEXT: cvt.rni.f32.f32 [[RNI:%f[0-9]+]], [[FMA]];
// CHECK-NEXT: cvt.rzi.f32.f32 {{%f[0-9]+}}, [[RNI]];
// CHECK:      abs.f64 [[ABS:%fd[0-9]+]],
// CHECK-NEXT: add.rn.f64 [[HALF:%fd[0-9]+]], [[ABS]], 0d3FE0000000000000;
// CHECK-NEXT: cvt.rzi.f64.f64 {{%fd[0-9]+}}, [[HALF]];
// CHECK:      copysign.f64
// CHECK:      setp.gt.f64 {{%p[0-9]+}}, [[ABS]], 0d4330000000000000;
// CHECK:      brev.b32
// CHECK:      cvt.u32.u16 [[WIDE:%r[0-9]+]],
// CHECK-NEXT: brev.b32 [[REV:%r[0-9]+]], [[WIDE]];
// CHECK-NEXT: shr.u32 {{%r[0-9]+}}, [[REV]], 16;
// CHECK:      and.b64 [[MASKED:%rd[0-9]+]],
// CHECK-NEXT: st.volatile.global.f32 [[[MASKED]]],
// CHECK-NOT:  assume
// CHECK-COUNT-3: add.s32
// CHECK-COUNT-3: max.NaN.f32
// CHECK-COUNT-4: add.rn.f32
// CHECK:      trap;
// CHECK-NEXT: exit;
