// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s | filecheck %s

// The stochastic-rounding conversions (dialects/nvvm_convert_rs.py) print back as MLIR prints
// them. Ops from llvm-project mlir/test/Target/LLVMIR/nvvm/convert_stochastic_rounding.mlir,
// rewritten.

llvm.func @convert_f32x2_rs(%srcA : f32, %srcB : f32, %rbits : i32) {
  %0 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB,  %rbits : vector<2xf16>
  %1 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB, %rbits {relu = true, sat = #nvvm.sat_mode<satfinite>} : vector<2xf16>
  %2 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB, %rbits {sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16>
  %3 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB, %rbits {rnd = #nvvm.fp_rnd_mode<rs>, relu = false} : vector<2xbf16>
  llvm.return
}
// CHECK-LABEL: llvm.func @convert_f32x2_rs
// CHECK-NEXT: %0 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB, %rbits : vector<2xf16>
// CHECK-NEXT: %1 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB, %rbits {relu = true, sat = #nvvm.sat_mode<satfinite>} : vector<2xf16>
// CHECK-NEXT: %2 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB, %rbits {sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16>
// CHECK-NEXT: %3 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB, %rbits : vector<2xbf16>

llvm.func @convert_f32x4_rs(%src : vector<4xf32>, %bits : i32) {
  %0 = nvvm.convert.f32x4.to.f8x4 %src, %bits : vector<4xf32> -> vector<4xi8> (f8E4M3FN)
  %1 = nvvm.convert.f32x4.to.f8x4 %src, %bits {relu = true} : vector<4xf32> -> vector<4xi8> (f8E5M2)
  %2 = nvvm.convert.f32x4.to.f6x4 %src, %bits : vector<4xf32> -> vector<4xi8> (f6E2M3FN)
  %3 = nvvm.convert.f32x4.to.f6x4 %src, %bits {relu = true} : vector<4xf32> -> vector<4xi8> (f6E3M2FN)
  %4 = nvvm.convert.f32x4.to.f4x4 %src, %bits : vector<4xf32> -> i16 (f4E2M1FN)
  llvm.return
}
// CHECK-LABEL: llvm.func @convert_f32x4_rs
// CHECK-NEXT: %{{.*}} = nvvm.convert.f32x4.to.f8x4 %src, %bits : vector<4xf32> -> vector<4xi8> (f8E4M3FN)
// CHECK-NEXT: %{{.*}} = nvvm.convert.f32x4.to.f8x4 %src, %bits {relu = true} : vector<4xf32> -> vector<4xi8> (f8E5M2)
// CHECK-NEXT: %{{.*}} = nvvm.convert.f32x4.to.f6x4 %src, %bits : vector<4xf32> -> vector<4xi8> (f6E2M3FN)
// CHECK-NEXT: %{{.*}} = nvvm.convert.f32x4.to.f6x4 %src, %bits {relu = true} : vector<4xf32> -> vector<4xi8> (f6E3M2FN)
// CHECK-NEXT: %{{.*}} = nvvm.convert.f32x4.to.f4x4 %src, %bits : vector<4xf32> -> i16 (f4E2M1FN)
