// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// A NUL in a source file name (a damaged input) would end ptxas's string: it prints as '?'.
// CHECK: .file 1 "src/k?.py"
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  llvm.return loc("src/k\00.py":3:1)
}
