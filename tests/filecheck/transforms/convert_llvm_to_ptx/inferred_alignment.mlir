// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// An access stated under-aligned through an address whose alignment is known (a global's
// alignment at a constant offset, as LLVM's InferAlignment finds it) is one access: Triton's
// warp-specialized kernels store a packed struct of two pointers in shared memory with
// `alignment = 1`. Through a pointer argument nothing is known: bytes.

// CHECK-LABEL: .visible .entry packed(
// CHECK:       st.shared.b64 [smem+64], %rd{{[0-9]+}};
// CHECK-NEXT:  st.shared.b64 [smem+72], %rd{{[0-9]+}};
// At offset 68 only 4 bytes of alignment are known: two halves.
// CHECK-NEXT:  ld.shared.b32 {{%r[0-9]+}}, [smem+68];
// CHECK:       ld.shared.b32 {{%r[0-9]+}}, [smem+72];
// CHECK:       st.global.b8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
// CHECK-COUNT-7: st.global.b8 [%rd{{[0-9]+}}+{{[1-7]}}], %rs{{[0-9]+}};
// CHECK:       ret;
llvm.mlir.global external @smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
llvm.func @packed(%a: !llvm.ptr, %b: !llvm.ptr, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %s = llvm.mlir.addressof @smem : !llvm.ptr<3>
  %base = llvm.getelementptr %s[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
  %f0 = llvm.getelementptr %base[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (ptr, ptr)>
  llvm.store %a, %f0 {alignment = 1 : i64} : !llvm.ptr, !llvm.ptr<3>
  %f1 = llvm.getelementptr %base[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (ptr, ptr)>
  llvm.store %b, %f1 {alignment = 1 : i64} : !llvm.ptr, !llvm.ptr<3>
  %mid = llvm.getelementptr %s[68] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
  %v = llvm.load %mid {alignment = 1 : i64} : !llvm.ptr<3> -> i64
  llvm.store %v, %out {alignment = 1 : i64} : i64, !llvm.ptr<1>
  llvm.return
}
