// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Vectors: one .v4 access when the alignment allows it, elementwise ops lane by lane, a
// dense vector constant as per-lane immediates, a scalar select condition for all lanes.
// CHECK:       ld.global.v4.f32 {[[A:%f[0-9]+]], [[B:%f[0-9]+]], [[C:%f[0-9]+]], [[D:%f[0-9]+]]}, [[[P:%rd[0-9]+]]];
// CHECK-NEXT:  add.rn.f32 {{%f[0-9]+}}, [[A]], [[A]];
// CHECK-NEXT:  add.rn.f32 {{%f[0-9]+}}, [[B]], [[B]];
// CHECK:       mul.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, 0f3F800000;
// CHECK-NEXT:  mul.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, 0f40000000;
// CHECK:       selp.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, [[D]], [[COND:%p[0-9]+]];
// CHECK:       cvt.rzi.s32.f32
// CHECK:       fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, 0f40800000;
// CHECK-NEXT:  st.global.v4.f32 [[[P]]], {{{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}};
// CHECK-NEXT:  st.global.v4.b32 [[[P]]+16], {{{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}};

llvm.func @vec(%p: !llvm.ptr<1>, %k: f32) attributes {nvvm.kernel} {
  %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
  %w = llvm.fadd %v, %v : vector<4xf32>
  %c = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>
  %m = llvm.fmul %w, %c : vector<4xf32>
  %n = llvm.fneg %m : vector<4xf32>
  %cmp = llvm.fcmp "olt" %k, %k : f32
  %s = llvm.select %cmp, %n, %v : i1, vector<4xf32>
  %i = llvm.fptosi %s : vector<4xf32> to vector<4xi32>
  %j = llvm.add %i, %i : vector<4xi32>
  %f = llvm.intr.fma(%s, %s, %c) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.store %f, %p {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
  %q = llvm.getelementptr %p[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  llvm.store %j, %q {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<1>
  llvm.return
}
