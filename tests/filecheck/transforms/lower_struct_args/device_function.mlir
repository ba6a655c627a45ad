// Device functions' byval arguments are not this pass's job: a .func param's address is a local
// address that the PTX backend materialises, so only kernels (nvvm.kernel) are rewritten.
// RUN: xdsl-opt %s -p lower-struct-args | filecheck %s

llvm.func @device(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32)>, llvm.align = 4 : i64}) -> f32 {
  %p = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %v = llvm.load %p : !llvm.ptr -> f32
  llvm.return %v : f32
}

llvm.func @kernel(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32)>, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %p = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %v = llvm.load %p : !llvm.ptr -> f32
  llvm.store %v, %out : f32, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @device(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32)>, llvm.align = 4 : i64}) -> f32 {
// CHECK-NEXT:  %p = llvm.getelementptr %s[0, 1]
// CHECK-NEXT:  %v = llvm.load %p : !llvm.ptr -> f32
// CHECK:       llvm.func @kernel(%[[S:[a-z0-9_]+]]: !llvm.ptr<101>
// CHECK-NEXT:  %{{.*}} = nvvm.ldparam %[[S]][4] : !llvm.ptr<101> -> f32

// A kernel is what the backend emits as .entry: nvvm.kernel or the ptx_kernel calling
// convention. gpu.kernel alone marks no kernel (MLIR's export gives a plain device function),
// so its byval argument stays a pointer.
llvm.func ptx_kernelcc @cc_kernel(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32)>, llvm.align = 4 : i64}, %out: !llvm.ptr) {
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
// CHECK:       llvm.func ptx_kernelcc @cc_kernel(%[[S:[a-z0-9_]+]]: !llvm.ptr<101>
// CHECK-NEXT:  %{{.*}} = nvvm.ldparam %[[S]][0] : !llvm.ptr<101> -> i32

llvm.func @gpu_kernel_only(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32)>, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {gpu.kernel} {
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
// CHECK:       llvm.func @gpu_kernel_only(%{{[a-z0-9_]+}}: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32)>, llvm.align = 4 : i64}, %{{[a-z0-9_]+}}: !llvm.ptr) attributes {gpu.kernel} {
// CHECK-NEXT:  %{{.*}} = llvm.load %{{.*}} : !llvm.ptr -> i32
