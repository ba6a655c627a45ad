// REQUIRES: ptxas
// nvvm.store.async.global/shared (MLIR newer than 22): release stores to global memory whose
// completion is not waited for (sm_100, PTX ISA 8.7; multimem 9.3), and stores to a cluster CTA's
// shared memory that complete bytes on its mbarrier (sm_90, PTX ISA 8.1; .b128 9.2).
// RUN: nvvm-opt %s --sm 100 | filecheck %s
// RUN: nvvm-opt %s --sm 100 > %t.ptx && %ptxas -arch=sm_100 %t.ptx -o %t.cubin
// RUN: not nvvm-opt %s --sm 90a 2>&1 | filecheck %s --check-prefix=SM90

// CHECK:       .version 9.3
// CHECK-LABEL: stores(
// CHECK:         st.async.release.sys.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK:         .reg .b8 %st_async_b8;
// CHECK-NEXT:    cvt.u8.u16 %st_async_b8, %rs{{[0-9]+}};
// CHECK-NEXT:    st.async.release.gpu.global.b8 [%rd{{[0-9]+}}+16], %st_async_b8;
// CHECK:         st.async.mmio.release.sys.global.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK:         multimem.st.async.release.gpu.global.b16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
// CHECK:         st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [[[C:%rd[0-9]+]]], %r{{[0-9]+}}, [[[M:%rd[0-9]+]]];
// CHECK:         .reg .b128 %st_async_b128;
// CHECK-NEXT:    mov.b128 %st_async_b128, {%rd{{[0-9]+}}, %rd{{[0-9]+}}};
// CHECK-NEXT:    st.async.shared::cluster.mbarrier::complete_tx::bytes.b128 [[[C]]], %st_async_b128, [[[M]]];
// SM90: error: {{.*}}nvvm.store.async.global (st.async to .global) needs sm_100 or newer, but the target is sm_90a
llvm.func @stores(%g: !llvm.ptr<1>, %c: !llvm.ptr<7>, %m: !llvm.ptr<7>, %w: i32, %b: i8, %v: i64, %h: i16, %q: i128) attributes {nvvm.kernel} {
  nvvm.store.async.global %g, %w scope = sys : !llvm.ptr<1>, i32
  %g16 = llvm.getelementptr %g[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  nvvm.store.async.global %g16, %b scope = gpu : !llvm.ptr<1>, i8
  nvvm.store.async.global %g, %v scope = sys mmio = true : !llvm.ptr<1>, i64
  nvvm.store.async.global %g, %h scope = gpu multimem = true : !llvm.ptr<1>, i16
  nvvm.store.async.shared %c, %w, mbarrier = %m : !llvm.ptr<7>, i32, !llvm.ptr<7>
  nvvm.store.async.shared %c, %q, mbarrier = %m : !llvm.ptr<7>, i128, !llvm.ptr<7>
  llvm.return
}
