// REQUIRES: ptxas
// The f4/f6 pairs to and from (b)f16x2 and the signed s2f6x2 pairs (MLIR newer than 22; the
// instructions NVPTX prints for their intrinsics): PTX ISA 9.1 to the pairs, 9.2 from them, on
// every sm_100+ arch- or family-specific target (s2f6x2: arch-specific ones only).
// RUN: nvvm-opt %s --sm 100a | filecheck %s
// RUN: nvvm-opt %s --sm 100a > %t.ptx && %ptxas -arch=sm_100a %t.ptx -o %t.cubin
// RUN: nvvm-opt %s --sm 120a > %t120.ptx && %ptxas -arch=sm_120a %t120.ptx -o %t120.cubin
// RUN: not nvvm-opt %s --sm 100f 2>&1 | filecheck %s --check-prefix=FAMILY
// RUN: not nvvm-opt %s --sm 100 2>&1 | filecheck %s --check-prefix=PLAIN

// CHECK:       .version 9.2
// CHECK:       .target sm_100a
// CHECK-LABEL: to_pairs(
// CHECK:         mov.b32 [[B:%r[0-9]+]], {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
// CHECK:         .reg .b8 %e2m1x2_out;
// CHECK-NEXT:    cvt.rn.satfinite.e2m1x2.bf16x2 %e2m1x2_out, [[B]];
// CHECK-NEXT:    cvt.u16.u8 %rs{{[0-9]+}}, %e2m1x2_out;
// CHECK:         cvt.rn.satfinite.relu.e2m1x2.f16x2 %e2m1x2_out, [[H:%r[0-9]+]];
// CHECK:         cvt.rn.satfinite.e2m3x2.f16x2 %rs{{[0-9]+}}, [[H]];
// CHECK:         cvt.rn.satfinite.relu.e3m2x2.bf16x2 [[P:%rs[0-9]+]], [[B]];
// CHECK:         shr.u16 %rs{{[0-9]+}}, [[P]], 8;
// CHECK:         cvt.rn.satfinite.scaled::n2::ue8m0.s2f6x2.bf16x2 %rs{{[0-9]+}}, [[B]], %rs{{[0-9]+}};
// CHECK:         mov.b16 [[ONE:%rs[0-9]+]], 32639;
// CHECK:         cvt.rn.satfinite.relu.scaled::n2::ue8m0.s2f6x2.f32 %rs{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, [[ONE]];
// FAMILY: error: {{.*}}nvvm.convert.bf16x2.to.s2f6x2 (cvt with s2f6x2) needs sm_100a or a newer arch-specific target, but the target is sm_100f
// PLAIN: error: {{.*}}nvvm.convert.bf16x2.to.f4x2 (cvt to e2m1x2/e2m3x2/e3m2x2 from f16x2/bf16x2) needs sm_100a or a newer arch- or family-specific target, but the target is sm_100
llvm.func @to_pairs(%out: !llvm.ptr<1>, %h: vector<2xf16>, %b: vector<2xbf16>, %x: f32, %y: f32, %sf: i16) attributes {nvvm.kernel} {
  %0 = nvvm.convert.bf16x2.to.f4x2 %b : vector<2xbf16> -> i8 (f4E2M1FN)
  %1 = nvvm.convert.f16x2.to.f4x2 %h relu = true : vector<2xf16> -> i8 (f4E2M1FN)
  %2 = nvvm.convert.f16x2.to.f6x2 %h : vector<2xf16> -> i16 (f6E2M3FN)
  %3 = nvvm.convert.bf16x2.to.f6x2 %b relu = true : vector<2xbf16> -> vector<2xi8> (f6E3M2FN)
  %4 = nvvm.convert.bf16x2.to.s2f6x2 %b scale_factor = %sf : vector<2xbf16> -> i16
  %5 = nvvm.convert.f32x2.to.s2f6x2 %x, %y relu = true : i16
  llvm.store %0, %out : i8, !llvm.ptr<1>
  %g1 = llvm.getelementptr %out[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  llvm.store %1, %g1 : i8, !llvm.ptr<1>
  %g2 = llvm.getelementptr %out[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i16
  llvm.store %2, %g2 : i16, !llvm.ptr<1>
  %g3 = llvm.getelementptr %out[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i16
  llvm.store %3, %g3 : vector<2xi8>, !llvm.ptr<1>
  %g4 = llvm.getelementptr %out[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i16
  llvm.store %4, %g4 : i16, !llvm.ptr<1>
  %g5 = llvm.getelementptr %out[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i16
  llvm.store %5, %g5 : i16, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: from_pairs(
// CHECK:         cvt.u8.u16 %e2m1x2_in, %rs{{[0-9]+}};
// CHECK-NEXT:    cvt.rn.scaled::n2::ue8m0.bf16x2.e2m1x2 %r{{[0-9]+}}, %e2m1x2_in, [[ONE2:%rs[0-9]+]];
// CHECK:         cvt.rn.relu.satfinite.scaled::n2::ue8m0.bf16x2.e3m2x2 %r{{[0-9]+}}, [[V:%rs[0-9]+]], [[ONE2]];
// CHECK:         cvt.rn.satfinite.relu.scaled::n2::ue8m0.bf16x2.s2f6x2 %r{{[0-9]+}}, [[V]], %rs{{[0-9]+}};
llvm.func @from_pairs(%out: !llvm.ptr<1>, %f4: i8, %v: vector<2xi8>, %sf: i16) attributes {nvvm.kernel} {
  %0 = nvvm.convert.f4x2.to.bf16x2 %f4 : i8 (f4E2M1FN) -> vector<2xbf16>
  %1 = nvvm.convert.f6x2.to.bf16x2 %v sat = satfinite relu = true : vector<2xi8> (f6E3M2FN) -> vector<2xbf16>
  %2 = nvvm.convert.s2f6x2.to.bf16x2 %v scale_factor = %sf sat = satfinite relu = true : vector<2xi8> -> vector<2xbf16>
  llvm.store %0, %out : vector<2xbf16>, !llvm.ptr<1>
  %g1 = llvm.getelementptr %out[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  llvm.store %1, %g1 : vector<2xbf16>, !llvm.ptr<1>
  %g2 = llvm.getelementptr %out[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  llvm.store %2, %g2 : vector<2xbf16>, !llvm.ptr<1>
  llvm.return
}
