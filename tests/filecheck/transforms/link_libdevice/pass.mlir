// REQUIRES: libdevice
// RUN: xdsl-opt %s -p link-libdevice | filecheck %s

// The pass itself: each referenced __nv_* function arrives as one ptx.verbatim with its PTX
// and prototype, and what it uses comes along: the tables sin(double) reads (ptx.verbatim
// without a prototype) and its slow-path helper function. Declarations nobody calls
// (__nv_cosf) are not linked; the llvm.func declarations stay for the llvm.call ops, and
// convert-llvm-to-ptx drops them.
// CHECK:      ptx.verbatim "__cudart_i2opi_d" ".global .align 8 .b8 __cudart_i2opi_d[144] = {
// CHECK-NOT:  declaration
// CHECK:      ptx.verbatim "__cudart_sin_cos_coeffs" ".global .align 16 .b8 __cudart_sin_cos_coeffs[128] = {
// CHECK-NOT:  declaration
// CHECK:      ptx.verbatim "__internal_trig_reduction_slowpathd" ".func
// CHECK:      ptx.verbatim "__nv_sin" ".func  (.param .b64 func_retval0) __nv_sin(
// CHECK-SAME: declaration ".func  (.param .b64 func_retval0) __nv_sin(\0A\09.param .b64 __nv_sin_param_0\0A)"
// CHECK-NOT:  ptx.verbatim
// CHECK:      llvm.func @__nv_sin(f64) -> f64
// CHECK:      llvm.func @__nv_cosf(f32) -> f32

llvm.func @__nv_sin(f64) -> f64
llvm.func @__nv_cosf(f32) -> f32
llvm.func @wave(%x: f64) -> f64 {
  %s = llvm.call @__nv_sin(%x) : (f64) -> f64
  llvm.return %s : f64
}
