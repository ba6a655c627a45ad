// NVIDIA's nvvm.atomicrmw (CuTe DSL's atomics, LLVM 23's NVVM dialect): PTX atom with its kind,
// PTX's defaults (.relaxed, .gpu) when memOrder/syncscope are absent; cas returns the old value; a
// relaxed order is plain atom at any scope, as llc selects llvm.atomicrmw monotonic.
// RUN: nvvm-opt %s --sm 90 | filecheck %s
// RUN: %if ptxas %{ nvvm-opt --sm 90 %s -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: nvvm-opt %s -t mlir | filecheck %s --check-prefix=MLIR

llvm.func @atomics(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %f: !llvm.ptr<1>, %v: i32, %x: f32) attributes {nvvm.kernel} {
  %0 = nvvm.atomicrmw max %g, %v : !llvm.ptr<1>, i32
  %1 = nvvm.atomicrmw umin %g, %0 : !llvm.ptr<1>, i32
  %2 = nvvm.atomicrmw add %s, %1 {memOrder = #nvvm.mem_order<acq_rel>, syncscope = #nvvm.mem_scope<cta>} : !llvm.ptr<3>, i32
  %3 = nvvm.atomicrmw cas %s, %2, %v {memOrder = #nvvm.mem_order<acquire>} : !llvm.ptr<3>, i32
  %4 = nvvm.atomicrmw exch %g, %3 {syncscope = #nvvm.mem_scope<sys>} : !llvm.ptr<1>, i32
  %5 = nvvm.atomicrmw fadd %f, %x : !llvm.ptr<1>, f32
  %6 = nvvm.atomicrmw inc %g, %4 : !llvm.ptr<1>, i32
  // CuTe prints one type per operand (cute.arch.atomic_cas).
  %7 = nvvm.atomicrmw cas %g, %6, %v {memOrder = #nvvm.mem_order<release>, syncscope = #nvvm.mem_scope<gpu>} : !llvm.ptr<1>, i32, i32
  llvm.store %5, %f : f32, !llvm.ptr<1>
  llvm.store %7, %g : i32, !llvm.ptr<1>
  llvm.return
}

// CHECK: atom.global.max.s32 [[A:%r[0-9]+]], [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: atom.global.min.u32 [[B:%r[0-9]+]], [%rd{{[0-9]+}}], [[A]];
// CHECK: atom.acq_rel.cta.shared.add.u32 [[C:%r[0-9]+]], [%r{{[0-9]+}}], [[B]];
// CHECK: atom.acquire.gpu.shared.cas.b32 [[D:%r[0-9]+]], [%r{{[0-9]+}}], [[C]], %r{{[0-9]+}};
// CHECK: atom.global.exch.b32 [[E:%r[0-9]+]], [%rd{{[0-9]+}}], [[D]];
// CHECK: atom.global.add.f32
// CHECK: atom.global.inc.u32 [[F:%r[0-9]+]], [%rd{{[0-9]+}}], [[E]];
// CHECK: atom.release.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], [[F]], %r{{[0-9]+}};

// MLIR: %{{.*}} = nvvm.atomicrmw max %{{.*}}, %{{.*}} : !llvm.ptr<1>, i32{{$}}
// MLIR: %{{.*}} = nvvm.atomicrmw cas %{{.*}}, %{{.*}}, %{{.*}} {memOrder = #nvvm.mem_order<acquire>} : !llvm.ptr<3>, i32, i32
