// REQUIRES: libdevice
// RUN: xdsl-opt %s -p link-libdevice-ir | filecheck %s
// RUN: xdsl-opt %s -p 'link-libdevice-ir{ftz=true}' | filecheck %s --check-prefix=FTZ
// RUN: xdsl-opt %s -p link-libdevice-ir,llvm-inline | filecheck %s --check-prefix=INLINE

// The referenced declaration becomes libdevice's body (internal, so the inliner may erase it
// once inlined); its helper table comes along; __nvvm_reflect is answered (no call left):
// without ftz the f32 path of __nv_sinf uses the non-ftz intrinsics, with ftz the .ftz ones.
// An unreferenced declaration (__nv_cosf) is not linked.
// CHECK-DAG:  llvm.mlir.global internal @__cudart_i2opi_f
// CHECK-DAG:  llvm.func internal @__nv_sinf(%{{.*}}: f32) -> f32
// CHECK-DAG:  llvm.func @__nv_cosf(f32) -> f32
// CHECK-NOT:  __nvvm_reflect
// CHECK-NOT:  ftz

// FTZ:        llvm.func internal @__nv_sinf
// FTZ:        ftz
// FTZ-NOT:    __nvvm_reflect

// After llvm-inline the call is gone and so is the function.
// INLINE:      llvm.func @kernel
// INLINE-NOT:  llvm.call @__nv_sinf
// INLINE-NOT:  llvm.func internal @__nv_sinf
// INLINE:      llvm.return

llvm.func @__nv_sinf(f32) -> f32
llvm.func @__nv_cosf(f32) -> f32
llvm.func @kernel(%x: f32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %y = llvm.call @__nv_sinf(%x) : (f32) -> f32
  llvm.store %y, %out : f32, !llvm.ptr<1>
  llvm.return
}
