// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier rules of the stochastic-rounding conversions (MLIR's). MLIR 23 also rounds f32x2 to
// nearest or toward zero, without random bits; only `rs` takes them.

llvm.func @f16x2_rn(%srcA : f32, %srcB : f32, %rbits : i32) {
  %0 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB, %rbits {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
  llvm.return
}
// CHECK: random bits are required with RS rounding and only with it

// -----

llvm.func @f16x2_rs_without_bits(%srcA : f32, %srcB : f32) {
  %0 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
  llvm.return
}
// CHECK: random bits are required with RS rounding and only with it

// -----

llvm.func @f16x2_rm(%srcA : f32, %srcB : f32) {
  %0 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rm>} : vector<2xf16>
  llvm.return
}
// CHECK: unsupported rounding mode rm for conversions from f32x2 to f16x2.

// -----

llvm.func @f8x4_e2m3(%src : vector<4xf32>, %rbits : i32) {
  %0 = nvvm.convert.f32x4.to.f8x4 %src, %rbits : vector<4xf32> -> vector<4xi8> (f6E2M3FN)
  llvm.return
}
// CHECK: Only f8E4M3FN and f8E5M2 types are supported for conversions from f32x4 to f8x4.

// -----

llvm.func @f4x4_result(%src : vector<4xf32>, %rbits : i32) {
  %0 = nvvm.convert.f32x4.to.f4x4 %src, %rbits : vector<4xf32> -> vector<4xi8> (f4E2M1FN)
  llvm.return
}
// CHECK: 'nvvm.convert.f32x4.to.f4x4' op result must be i16, got vector<4xi8>
