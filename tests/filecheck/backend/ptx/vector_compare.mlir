// Compares of vectors give a vector of i1 (MLIR's ODS: ScalarOrVectorOf<I1> of the operands'
// shape), one `setp` per lane; its users take the lanes: `llvm.select` with a vector condition,
// `zext` to a vector of i32, `extractelement`, i1 bitwise ops, and the vector reductions of i1
// (smax of i1 lanes is `and`: true is -1). `fadd` reductions: in lane order without `reassoc`,
// a tree of halves and then the start value with it.

// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 -O0 | filecheck %s
// RUN: nvvm-opt %s --sm 80 -O0 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: nvvm-opt %s --sm 80 -o %t2.ptx && %ptxas -arch=sm_80 %t2.ptx -o %t2.cubin

llvm.func @compare(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.load %p : !llvm.ptr<1> -> vector<4xf32>
  %b = llvm.load %q : !llvm.ptr<1> -> vector<4xf32>
  %m = llvm.fcmp "olt" %a, %b : vector<4xf32>
  %s = llvm.select %m, %a, %b : vector<4xi1>, vector<4xf32>
  llvm.store %s, %p : vector<4xf32>, !llvm.ptr<1>
  %ia = llvm.bitcast %a : vector<4xf32> to vector<4xi32>
  %ib = llvm.bitcast %b : vector<4xf32> to vector<4xi32>
  %n = llvm.icmp "slt" %ia, %ib : vector<4xi32>
  %z = llvm.zext %n : vector<4xi1> to vector<4xi32>
  llvm.store %z, %q : vector<4xi32>, !llvm.ptr<1>
  %e = llvm.extractelement %n[%c1 : i64] : vector<4xi1>
  %x = llvm.and %m, %n : vector<4xi1>
  %any = "llvm.intr.vector.reduce.or"(%x) : (vector<4xi1>) -> i1
  %all = "llvm.intr.vector.reduce.smax"(%x) : (vector<4xi1>) -> i1
  %y = llvm.xor %e, %any : i1
  %y2 = llvm.and %y, %all : i1
  %w = llvm.zext %y2 : i1 to i32
  llvm.store %w, %q : i32, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: .visible .entry compare(
// CHECK:      setp.lt.f32 [[M0:%p[0-9]+]], [[A0:%f[0-9]+]], [[B0:%f[0-9]+]];
// CHECK-NEXT: setp.lt.f32 [[M1:%p[0-9]+]],
// CHECK-NEXT: setp.lt.f32 [[M2:%p[0-9]+]],
// CHECK-NEXT: setp.lt.f32 [[M3:%p[0-9]+]],
// CHECK-NEXT: selp.f32 %f{{[0-9]+}}, [[A0]], [[B0]], [[M0]];
// CHECK:      setp.lt.s32 [[N0:%p[0-9]+]],
// CHECK-NEXT: setp.lt.s32 [[N1:%p[0-9]+]],
// CHECK-NEXT: setp.lt.s32 [[N2:%p[0-9]+]],
// CHECK-NEXT: setp.lt.s32 [[N3:%p[0-9]+]],
// CHECK-NEXT: selp.u32 %r{{[0-9]+}}, 1, 0, [[N0]];
// CHECK:      and.pred [[X0:%p[0-9]+]], [[M0]], [[N0]];
// CHECK-NEXT: and.pred [[X1:%p[0-9]+]], [[M1]], [[N1]];
// CHECK-NEXT: and.pred [[X2:%p[0-9]+]], [[M2]], [[N2]];
// CHECK-NEXT: and.pred [[X3:%p[0-9]+]], [[M3]], [[N3]];
// CHECK-NEXT: or.pred [[O0:%p[0-9]+]], [[X0]], [[X2]];
// CHECK-NEXT: or.pred [[O1:%p[0-9]+]], [[X1]], [[X3]];
// CHECK-NEXT: or.pred [[ANY:%p[0-9]+]], [[O0]], [[O1]];
// CHECK-NEXT: and.pred [[S0:%p[0-9]+]], [[X0]], [[X2]];
// CHECK-NEXT: and.pred [[S1:%p[0-9]+]], [[X1]], [[X3]];
// CHECK-NEXT: and.pred [[ALL:%p[0-9]+]], [[S0]], [[S1]];
// CHECK-NEXT: xor.pred [[Y:%p[0-9]+]], [[N1]], [[ANY]];
// CHECK-NEXT: and.pred %p{{[0-9]+}}, [[Y]], [[ALL]];

llvm.func @sums(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %s = llvm.load %q : !llvm.ptr<1> -> f32
  %w = llvm.load %p : !llvm.ptr<1> -> vector<4xf32>
  %1 = llvm.intr.vector.reduce.fadd(%s, %w) fastmath<reassoc> : (f32, vector<4xf32>) -> f32
  %2 = llvm.intr.vector.reduce.fadd(%s, %w) : (f32, vector<4xf32>) -> f32
  %3 = llvm.fadd %1, %2 : f32
  llvm.store %3, %q : f32, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: .visible .entry sums(
// CHECK:      ld.global.v4.f32 {[[W0:%f[0-9]+]], [[W1:%f[0-9]+]], [[W2:%f[0-9]+]], [[W3:%f[0-9]+]]}
// CHECK-NEXT: add.rn.f32 [[T0:%f[0-9]+]], [[W0]], [[W2]];
// CHECK-NEXT: add.rn.f32 [[T1:%f[0-9]+]], [[W1]], [[W3]];
// CHECK-NEXT: add.rn.f32 [[T:%f[0-9]+]], [[T0]], [[T1]];
// CHECK-NEXT: add.rn.f32 %f{{[0-9]+}}, [[S:%f[0-9]+]], [[T]];
// CHECK-NEXT: add.rn.f32 [[L0:%f[0-9]+]], [[S]], [[W0]];
// CHECK-NEXT: add.rn.f32 [[L1:%f[0-9]+]], [[L0]], [[W1]];
// CHECK-NEXT: add.rn.f32 [[L2:%f[0-9]+]], [[L1]], [[W2]];
// CHECK-NEXT: add.rn.f32 %f{{[0-9]+}}, [[L2]], [[W3]];

// Half lanes: each step in f32 and rounded back to f16 (min/max exactly so); a half constant
// operand of a scalar max is a register (PTX has no half immediates).
llvm.func @half_max(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %ninf = llvm.mlir.constant(0xFC00 : f16) : f16
  %w = llvm.load %p : !llvm.ptr<1> -> vector<2xf16>
  %m = llvm.intr.vector.reduce.fmax(%w) : (vector<2xf16>) -> f16
  %r = llvm.intr.maxnum(%m, %ninf) : (f16, f16) -> f16
  llvm.store %r, %q : f16, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: .visible .entry half_max(
// CHECK:      cvt.f32.f16 [[A:%f[0-9]+]], %rs{{[0-9]+}};
// CHECK-NEXT: cvt.f32.f16 [[B:%f[0-9]+]], %rs{{[0-9]+}};
// CHECK-NEXT: max.f32 [[M:%f[0-9]+]], [[A]], [[B]];
// CHECK-NEXT: cvt.rn.f16.f32 [[H:%rs[0-9]+]], [[M]];
// CHECK:      max.f16 %rs{{[0-9]+}}, {{%rs[0-9]+}}, {{%rs[0-9]+}};
