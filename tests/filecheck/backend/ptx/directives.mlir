// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// MLIR's kernel attributes become performance directives, in LLVM's order. (PTX forbids
// .maxntid together with .reqntid.)
// CHECK:      .visible .entry k()
// CHECK-NEXT: .reqntid 32, 4
// CHECK-NEXT: .minnctapersm 2
// CHECK-NEXT: .maxnreg 32
// CHECK-NEXT: {
// CHECK:      .visible .entry m()
// CHECK-NEXT: .maxntid 128
// CHECK-NEXT: {
llvm.func @k() attributes {nvvm.kernel, nvvm.minctasm = 2 : i32, nvvm.maxnreg = 32 : i32, nvvm.reqntid = array<i32: 32, 4>} {
  llvm.return
}
llvm.func @m() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128>} {
  llvm.return
}
