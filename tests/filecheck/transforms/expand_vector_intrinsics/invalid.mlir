// A vector of pointers that is not a vector GEP or a splat of scalars has no lanes to build.
// RUN: not nvvm-opt %s 2>&1 | filecheck %s
// RUN: not xdsl-opt %s -p lower-to-ptx 2>&1 | filecheck %s

llvm.func @k(%ptrs: vector<2x!llvm.ptr<1>>, %m: vector<2xi1>) -> vector<2xf32> {
  %g = llvm.intr.masked.gather %ptrs, %m {alignment = 4 : i32} : (vector<2x!llvm.ptr<1>>, vector<2xi1>) -> vector<2xf32>
  llvm.return %g : vector<2xf32>
}

// CHECK: invalid.mlir:6:3: error: 'llvm.intr.masked.gather': lane 0 of its pointers comes from a block argument; only vector getelementptr and splats of pointers are supported
