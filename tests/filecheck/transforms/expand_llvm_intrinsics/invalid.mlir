// expand-llvm-intrinsics refuses what NVPTX does not select, at the op, before rewriting anything.
// RUN: not nvvm-opt %s --sm 80 2>&1 | filecheck %s
// RUN: not xdsl-opt %s -p 'lower-to-ptx{sm=80}' 2>&1 | filecheck %s

llvm.func @directed(%a: f64, %p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %0 = llvm.intr.experimental.constrained.fadd %a, %a tonearest ignore : f64
  // CHECK: invalid.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'llvm.intr.experimental.constrained.fptrunc': assumes rounding mode 'upward'
  %1 = llvm.intr.experimental.constrained.fptrunc %0 upward ignore : f64 to f32
  llvm.store %1, %p : f32, !llvm.ptr<1>
  llvm.return
}
