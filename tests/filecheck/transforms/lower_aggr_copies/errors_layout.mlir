// RUN: not nvvm-opt %s -p lower-aggr-copies 2>&1 | filecheck %s

// A type with no NVPTX data layout cannot be flattened into leaves.

// CHECK: errors_layout.mlir:[[# @LINE + 2]]:3: error: 'llvm.call': cannot split !llvm.struct<(i32, vector<[4]xi32>)>: scalable vector vector<[4]xi32> has no fixed layout
llvm.func @scalable(%f: !llvm.ptr) {
  %v = llvm.call %f() : !llvm.ptr, () -> !llvm.struct<(i32, vector<[4]xi32>)>
  llvm.return
}
