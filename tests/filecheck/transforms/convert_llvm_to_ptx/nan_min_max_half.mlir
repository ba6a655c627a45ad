// llvm.intr.maximum / minimum of f16 and bf16 (MLIR's GPU lowering of arith.maximumf on halves)
// select max.NaN / min.NaN on the halves themselves (sm_80, PTX 7.0); before sm_80 a located
// error names the instruction and the target it needs.
// RUN: nvvm-opt %s --sm 80 | filecheck %s
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: not nvvm-opt %s --sm 75 2>&1 | filecheck %s --check-prefix=SM75

llvm.func @k(%p: !llvm.ptr<1>, %a: f16, %b: f16, %c: bf16, %d: bf16) attributes {nvvm.kernel} {
  %0 = llvm.intr.maximum(%a, %b) : (f16, f16) -> f16
  %1 = llvm.intr.minimum(%c, %d) : (bf16, bf16) -> bf16
  llvm.store %0, %p : f16, !llvm.ptr<1>
  %q = llvm.getelementptr %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
  llvm.store %1, %q : bf16, !llvm.ptr<1>
  llvm.return
}
// CHECK: max.NaN.f16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}};
// CHECK: min.NaN.bf16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}};
// SM75: error: 'llvm.intr.maximum': {{.*}}max.NaN.f16{{.*}}sm_80
