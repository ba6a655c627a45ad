// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Triton packs a lone f16 into vector<1xf16> and bitcasts it to i16 for its inline-asm loads,
// then back: a one-lane vector is its lane's register, so both bitcasts are register moves.
// CHECK-LABEL: .visible .entry one_lane(
// CHECK:       ld.global.b16 [[H:%rs[0-9]+]], [{{%rd[0-9]+}}];
// CHECK:       st.global.b16 [{{%rd[0-9]+}}], [[H]];
// CHECK:       ld.global.b16 [[I:%rs[0-9]+]], [{{%rd[0-9]+}}];
// CHECK:       st.global.b16 [{{%rd[0-9]+}}], [[I]];

llvm.func @one_lane(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %undef = llvm.mlir.undef : vector<1xf16>
  %h = llvm.load %p : !llvm.ptr<1> -> f16
  %v = llvm.insertelement %h, %undef[%zero : i32] : vector<1xf16>
  %bits = llvm.bitcast %v : vector<1xf16> to i16
  llvm.store %bits, %q : i16, !llvm.ptr<1>
  %i = llvm.load %q : !llvm.ptr<1> -> i16
  %w = llvm.bitcast %i : i16 to vector<1xf16>
  %back = llvm.extractelement %w[%zero : i32] : vector<1xf16>
  llvm.store %back, %p : f16, !llvm.ptr<1>
  llvm.return
}
