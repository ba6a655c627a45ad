// The NVIDIA forms of cute_c28_forms.mlir outside what they mean: a located error each.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

llvm.func @k(%p: !llvm.ptr<7>) -> i64 {
  %0 = nvvm.mbarrier.arrive %p : !llvm.ptr<7> -> i64
  llvm.return %0 : i64
}

// CHECK: 'nvvm.mbarrier.arrive' op an arrival on a shared::cluster mbarrier returns no state

// -----

llvm.func @k(%a: f32, %b: f32) -> i16 {
  %0 = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>} : i16(f8E8M0FNU)
  llvm.return %0 : i16
}

// CHECK: 'nvvm.convert.f32x2.to.f8x2' op Only RZ and RP rounding modes are supported for conversions from f32x2 to 'f8E8M0FNU' type

// -----

llvm.func @k(%a: f32, %b: f32) -> i16 {
  %0 = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rz>, relu = true} : i16(f8E8M0FNU)
  llvm.return %0 : i16
}

// CHECK: 'nvvm.convert.f32x2.to.f8x2' op relu is not supported for conversions to 'f8E8M0FNU' type
