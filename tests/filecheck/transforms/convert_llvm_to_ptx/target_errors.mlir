// RUN: not xdsl-opt %s -t ptx 2>&1 | filecheck %s

// -t ptx prints only the ptx dialect.
// CHECK: -t ptx prints the ptx dialect, but the input holds llvm.func: run convert-llvm-to-ptx (or lower-to-ptx) first
llvm.func @k() attributes {nvvm.kernel} {
  llvm.return
}
