// llvm.intr.maximum / llvm.intr.minimum (NaN-propagating, as MLIR's GPU lowering emits them for
// arith.maximumf / arith.minimumf) select PTX's max.NaN / min.NaN, which need sm_80.
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80}' -t ptx | filecheck %s
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80}' -t ptx > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: not nvvm-opt %s --sm 75 2>&1 | filecheck %s --check-prefix=SM75

llvm.func @k(%p: !llvm.ptr<1>, %a: f32, %b: f32) attributes {nvvm.kernel} {
  %0 = llvm.intr.maximum(%a, %b) : (f32, f32) -> f32
  %1 = llvm.intr.minimum(%0, %b) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
  llvm.store %1, %p : f32, !llvm.ptr<1>
  llvm.return
}
// CHECK: max.NaN.f32 [[MAX:%f[0-9]+]], %f{{[0-9]+}}, %f{{[0-9]+}};
// CHECK: min.NaN.f32 %f{{[0-9]+}}, [[MAX]], %f{{[0-9]+}};
// SM75: nan_min_max.mlir:8:3: error: 'llvm.intr.maximum': max.NaN.f32 needs sm_80 or newer, but the target is sm_75
