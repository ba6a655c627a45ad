// Orders PTX's ld/st/red do not take are refused at the op, not handed to ptxas.
// RUN: not nvvm-opt %s --sm 90 2>&1 | filecheck %s

// CHECK: invalid.mlir:6:3: error: 'nvvm.load.ext': memory order 'release' has no PTX form for this instruction
llvm.func @load_release(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = nvvm.load.ext %p {order = #nvvm.mem_order<release>, scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<1> -> i32
  llvm.store %v, %q : i32, !llvm.ptr<1>
  llvm.return
}
