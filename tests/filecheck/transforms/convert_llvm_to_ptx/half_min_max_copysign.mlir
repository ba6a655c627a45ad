// REQUIRES: ptxas
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80}' -t ptx | filecheck %s --check-prefix=SM80
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80}' -t ptx > %t80.ptx && %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=75}' -t ptx | filecheck %s --check-prefix=SM75
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=75}' -t ptx > %t75.ptx && %ptxas -arch=sm_75 %t75.ptx -o %t75.cubin

// minnum/maxnum/copysign of halves (issue #29: they were printed as `min.b16`, which no target
// has): min.f16/max.f16 from sm_80 on, before that in f32 and rounded back (exact for halves);
// copysign takes the sign bit (PTX's copysign has no half types).
// SM80-LABEL: .visible .entry half_min_max(
// SM80:       min.f16 {{%rs[0-9]+}}, [[A:%rs[0-9]+]], [[B:%rs[0-9]+]];
// SM80:       max.f16 {{%rs[0-9]+}}, [[A]], [[B]];
// SM80:       and.b16 [[MAG:%rs[0-9]+]], [[A]], 32767;
// SM80-NEXT:  and.b16 [[SIGN:%rs[0-9]+]], [[B]], -32768;
// SM80-NEXT:  or.b16 {{%rs[0-9]+}}, [[MAG]], [[SIGN]];
// SM75-LABEL: .visible .entry half_min_max(
// SM75-NOT:   min.f16
// SM75:       cvt.f32.f16 [[X:%f[0-9]+]], [[A:%rs[0-9]+]];
// SM75-NEXT:  cvt.f32.f16 [[Y:%f[0-9]+]], [[B:%rs[0-9]+]];
// SM75-NEXT:  min.f32 [[M:%f[0-9]+]], [[X]], [[Y]];
// SM75-NEXT:  cvt.rn.f16.f32 {{%rs[0-9]+}}, [[M]];
llvm.func @half_min_max(%p: !llvm.ptr<1>, %a: f16, %b: f16) attributes {nvvm.kernel} {
  %min = llvm.intr.minnum(%a, %b) : (f16, f16) -> f16
  llvm.store %min, %p : f16, !llvm.ptr<1>
  %max = llvm.intr.maxnum(%a, %b) : (f16, f16) -> f16
  %q = llvm.getelementptr %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
  llvm.store %max, %q : f16, !llvm.ptr<1>
  %c = llvm.intr.copysign(%a, %b) : (f16, f16) -> f16
  %r = llvm.getelementptr %p[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
  llvm.store %c, %r : f16, !llvm.ptr<1>
  llvm.return
}
