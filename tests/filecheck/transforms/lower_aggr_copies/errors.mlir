// RUN: not nvvm-opt %s -p lower-aggr-copies 2>&1 | filecheck %s

// An aggregate consumed by an op that has no scalar form cannot be split: the pass names the
// op and its location, and changes nothing.

// CHECK: errors.mlir:[[# @LINE + 3]]:3: error: 'llvm.freeze': cannot split the aggregate operand of type !llvm.struct<(i32, f32)>: the op has no scalar form
llvm.func @freeze(%p: !llvm.ptr) {
  %v = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %w = llvm.freeze %v : !llvm.struct<(i32, f32)>
  llvm.return
}

