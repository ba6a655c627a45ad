// llvm-libdevice-leaves: calls of libdevice functions that are one instruction become that
// instruction (an llvm intrinsic, or an llvm.nvvm one where ftz or an approximation is meant);
// declarations left without callers go. Other calls stay.
// RUN: xdsl-opt %s -p llvm-libdevice-leaves | filecheck %s
// RUN: xdsl-opt %s -p 'llvm-libdevice-leaves{ftz=true prec_sqrt=false}' | filecheck %s --check-prefix=FAST

// CHECK-NOT:   llvm.func @__nv_fmaf
// CHECK-NOT:   llvm.func @__nv_sqrtf
// CHECK:       llvm.func @__nv_expf(f32) -> f32
// CHECK-NOT:   llvm.func @__nv_copysign
// CHECK-LABEL: llvm.func @math
// CHECK-NEXT:    %[[F:.*]] = llvm.intr.fma(%x, %y, %z) : (f32, f32, f32) -> f32
// CHECK-NEXT:    %[[S:.*]] = llvm.intr.sqrt(%[[F]]) : (f32) -> f32
// CHECK-NEXT:    %[[C:.*]] = llvm.intr.copysign(%d, %e) : (f64, f64) -> f64
// CHECK-NEXT:    %[[X:.*]] = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f"(%[[S]]) : (f32) -> f32
// CHECK-NEXT:    %[[E:.*]] = llvm.call @__nv_expf(%[[X]]) : (f32) -> f32

// FAST-LABEL:  llvm.func @math
// FAST-NEXT:     %[[F:.*]] = llvm.call_intrinsic "llvm.nvvm.fma.rn.ftz.f"(%x, %y, %z) : (f32, f32, f32) -> f32
// FAST-NEXT:     %[[S:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.approx.ftz.f"(%[[F]]) : (f32) -> f32
// FAST-NEXT:     %[[C:.*]] = llvm.intr.copysign(%d, %e) : (f64, f64) -> f64
// FAST-NEXT:     %[[X:.*]] = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%[[S]]) : (f32) -> f32
llvm.func @__nv_fmaf(f32, f32, f32) -> f32
llvm.func @__nv_sqrtf(f32) -> f32
llvm.func @__nv_exp2f(f32) -> f32
llvm.func @__nv_expf(f32) -> f32
llvm.func @__nv_copysign(f64, f64) -> f64
llvm.func @math(%x: f32, %y: f32, %z: f32, %d: f64, %e: f64) -> f32 {
  %f = llvm.call @__nv_fmaf(%x, %y, %z) : (f32, f32, f32) -> f32
  %s = llvm.call @__nv_sqrtf(%f) : (f32) -> f32
  %c = llvm.call @__nv_copysign(%d, %e) : (f64, f64) -> f64
  %x2 = llvm.call @__nv_exp2f(%s) : (f32) -> f32
  %r = llvm.call @__nv_expf(%x2) : (f32) -> f32
  llvm.return %r : f32
}
