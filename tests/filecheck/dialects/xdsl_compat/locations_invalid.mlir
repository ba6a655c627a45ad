// A location alias that is never defined is reported where it is used.
// RUN: not xdsl-opt %s 2>&1 | filecheck %s
// RUN: not nvvm-opt %s 2>&1 | filecheck %s --check-prefix=NVVM-OPT

llvm.func @f() {
  llvm.return loc(#loc9)
}
#loc1 = loc("a.py":1:1)
// CHECK: undefined location alias '#loc9'
// NVVM-OPT: locations_invalid.mlir:6:19: error: undefined location alias '#loc9'
