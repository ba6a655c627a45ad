// REQUIRES: ptxas, libdevice
// RUN: nvvm-opt -O0 %s | filecheck %s
// RUN: nvvm-opt -O0 %s -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// -O0: the late route (above it link-libdevice-ir brings them as IR and they are inlined).
// A GELU-like activation as MLIR's math-to-nvvm lowering leaves it: calls of libdevice. Each
// function becomes libdevice's own PTX (module-private, so no `.visible`), defined before the
// kernel; no `.extern` is left for ptxas to reject.
// CHECK-NOT:   .extern
// CHECK:       .func (.param .b32 func_retval0) __nv_expf(
// CHECK-NEXT:  .param .b32 __nv_expf_param_0
// CHECK:       ld.param.b32 {{%r[0-9]+}}, [__nv_expf_param_0];
// CHECK:       ex2.approx.ftz.f32
// CHECK:       st.param.b32 [func_retval0], {{%r[0-9]+}};
// CHECK:       .func (.param .b32 func_retval0) __nv_erff(
// CHECK:       .func (.param .b32 func_retval0) __nv_powf(
// CHECK-NEXT:  .param .b32 __nv_powf_param_0,
// CHECK-NEXT:  .param .b32 __nv_powf_param_1
// CHECK-LABEL: .visible .entry gelu(
// Our call sequences pass exactly the .param list LLVM printed for each function.
// CHECK:       .param .b32 param0;
// CHECK-NEXT:  .param .b32 retval0;
// CHECK-NEXT:  st.param.f32 [param0], {{%f[0-9]+}};
// CHECK-NEXT:  call.uni (retval0), __nv_expf, (param0);
// CHECK:       call.uni (retval0), __nv_powf, (param0, param1);
// CHECK:       call.uni (retval0), __nv_erff, (param0);

llvm.func @__nv_expf(f32) -> f32
llvm.func @__nv_powf(f32, f32) -> f32
llvm.func @__nv_erff(f32) -> f32
llvm.func @gelu(%x: !llvm.ptr, %y: !llvm.ptr) attributes {nvvm.kernel} {
  %a = llvm.load %x : !llvm.ptr -> f32
  %e = llvm.call @__nv_expf(%a) : (f32) -> f32
  %two = llvm.mlir.constant(2.0 : f32) : f32
  %p = llvm.call @__nv_powf(%e, %two) : (f32, f32) -> f32
  %r = llvm.call @__nv_erff(%p) : (f32) -> f32
  llvm.store %r, %y : f32, !llvm.ptr
  llvm.return
}
