// llvm.intr.maximum / llvm.intr.minimum (NaN-propagating, as MLIR's GPU lowering emits them for
// arith.maximumf / arith.minimumf) select PTX's max.NaN / min.NaN from sm_80; before it, LLVM's
// sequence (max/min, NaN when either input is NaN, the preferred signed zero).
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80}' -t ptx | filecheck %s
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80}' -t ptx > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: nvvm-opt %s --sm 75 | filecheck %s --check-prefix=SM75
// RUN: nvvm-opt %s --sm 75 > %t75.ptx && %ptxas -arch=sm_75 %t75.ptx -o %t75.cubin

llvm.func @k(%p: !llvm.ptr<1>, %a: f32, %b: f32) attributes {nvvm.kernel} {
  %0 = llvm.intr.maximum(%a, %b) : (f32, f32) -> f32
  %1 = llvm.intr.minimum(%0, %b) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
  llvm.store %1, %p : f32, !llvm.ptr<1>
  llvm.return
}
// CHECK: max.NaN.f32 [[MAX:%f[0-9]+]], %f{{[0-9]+}}, %f{{[0-9]+}};
// CHECK: min.NaN.f32 %f{{[0-9]+}}, [[MAX]], %f{{[0-9]+}};
// SM75-NOT: .NaN
// SM75: setp.nan.f32
// SM75-NEXT: max.f32
// SM75-NEXT: selp.f32 {{%f[0-9]+}}, 0f7FC00000
// SM75: min.f32
