// REQUIRES: ptxas
// Vectors of i128 lanes (CuTe DSL loads a cluster-launch-control response as vector<1xi128>):
// each lane is two 64-bit halves, low first, as a scalar i128; a 16-byte aligned i128 (alone or
// one vector lane of it) moves in one .v2.b64 access; lane reads and writes, with constant and
// run-time indices, and shuffles move both halves.
// RUN: nvvm-opt %s -O0 --sm 100a | filecheck %s
// RUN: nvvm-opt %s -O0 --sm 100a > %t.ptx && %ptxas -arch=sm_100a %t.ptx -o %t.cubin

// CHECK-LABEL: .entry response(
// CHECK:       ld.shared.v2.b64 {[[LO:%rd[0-9]+]], [[HI:%rd[0-9]+]]}, [%r{{[0-9]+}}];
// CHECK:       mov.b128 %cancel_response, {[[LO]], [[HI]]};
// CHECK:       clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128
// CHECK:       st.global.v2.b64 [%rd{{[0-9]+}}], {[[LO]], [[HI]]};
llvm.func @response(%p: !llvm.ptr<3>, %q: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
  %x = llvm.extractelement %v[%c0 : i64] : vector<1xi128>
  %a = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %x : i32
  llvm.store %a, %q : i32, !llvm.ptr<1>
  llvm.store %x, %q : i128, !llvm.ptr<1>
  llvm.return
}

// A run-time lane of two: each half chosen by the same compare.
// CHECK-LABEL: .entry pick(
// CHECK:       ld.global.v2.b64 {[[A0:%rd[0-9]+]], [[A1:%rd[0-9]+]]}, [%rd{{[0-9]+}}];
// CHECK:       ld.global.v2.b64 {[[B0:%rd[0-9]+]], [[B1:%rd[0-9]+]]}, [%rd{{[0-9]+}}+16];
// CHECK:       setp.eq.b32 [[P:%p[0-9]+]], %r{{[0-9]+}}, 1;
// CHECK:       selp.b64 [[L:%rd[0-9]+]], [[B0]], [[A0]], [[P]];
// CHECK:       selp.b64 [[H:%rd[0-9]+]], [[B1]], [[A1]], [[P]];
// CHECK:       st.global.v2.b64 [%rd{{[0-9]+}}], {[[B0]], [[B1]]};
// CHECK:       st.global.v2.b64 [%rd{{[0-9]+}}+16], {[[L]], [[H]]};
llvm.func @pick(%p: !llvm.ptr<1>, %i: i32) attributes {nvvm.kernel} {
  %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr<1> -> vector<2xi128>
  %x = llvm.extractelement %v[%i : i32] : vector<2xi128>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %w = llvm.insertelement %x, %v[%c0 : i32] : vector<2xi128>
  %s = llvm.shufflevector %w, %v [1, 1] : vector<2xi128>
  %y = llvm.extractelement %s[%c0 : i32] : vector<2xi128>
  llvm.store %y, %p {alignment = 16 : i64} : i128, !llvm.ptr<1>
  %p16 = llvm.getelementptr %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i128
  %z = llvm.extractelement %w[%c0 : i32] : vector<2xi128>
  llvm.store %z, %p16 {alignment = 16 : i64} : i128, !llvm.ptr<1>
  llvm.return
}
