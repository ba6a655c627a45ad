// `llvm.select` with a vector of i1 (MLIR's form; xDSL 0.74 took only an i1): one selp per
// lane, each with its lane's predicate, as llc selects `select <4 x i1>`.

// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 | filecheck %s
// RUN: nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

llvm.func @k(%c: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %0 = llvm.select %c, %a, %b : vector<4xi1>, vector<4xf32>
  llvm.store %0, %out : vector<4xf32>, !llvm.ptr<1>
  llvm.return
}

// CHECK-COUNT-4: setp.ne.b16
// CHECK:         selp.f32 [[R0:%f[0-9]+]], {{%f[0-9]+}}, {{%f[0-9]+}}, %p1;
// CHECK-NEXT:    selp.f32 [[R1:%f[0-9]+]], {{%f[0-9]+}}, {{%f[0-9]+}}, %p2;
// CHECK-NEXT:    selp.f32 [[R2:%f[0-9]+]], {{%f[0-9]+}}, {{%f[0-9]+}}, %p3;
// CHECK-NEXT:    selp.f32 [[R3:%f[0-9]+]], {{%f[0-9]+}}, {{%f[0-9]+}}, %p4;
// CHECK-NEXT:    st.global.v4.f32 [{{%rd[0-9]+}}], {[[R0]], [[R1]], [[R2]], [[R3]]};
