// The LLVM 23 forms of NVVM ops CuTe DSL 4.8 emits, beside the older ones: the arrival state of
// `mbarrier.arrive.expect_tx`, `mbarrier.arrive` with a count, `mbarrier.wait.parity` (one
// try_wait/test_wait, no loop), `convert.f32x2.to.f16x2` rounded to nearest without random
// bits. They print back as written, select as CuTe's own PTX has them, and ptxas accepts it.
// REQUIRES: ptxas
// RUN: xdsl-opt %s | filecheck %s --check-prefix=ROUNDTRIP
// RUN: XDSL_ROUNDTRIP --check-prefix=ROUNDTRIP
// RUN: nvvm-opt %s --sm 90a -o %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

llvm.mlir.global internal @bar() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
llvm.func @k(%a: f32, %b: f32, %tx: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %0 = llvm.mlir.addressof @bar : !llvm.ptr<3>
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.mlir.constant(0 : i32) : i32
  %3 = nvvm.mbarrier.arrive.expect_tx %0, %tx : !llvm.ptr<3>, i32 -> i64
  %4 = nvvm.mbarrier.arrive %0, %1 : !llvm.ptr<3> -> i64
  %5 = nvvm.mbarrier.wait.parity %0, %2 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
  %6 = nvvm.mbarrier.wait.parity %0, %2 {kind = #nvvm.mbar_wait<test>} : !llvm.ptr<3>, i32 -> i1
  %7 = nvvm.convert.f32x2.to.f16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
  %8 = llvm.add %3, %4 : i64
  llvm.store volatile %8, %out : i64, !llvm.ptr<1>
  llvm.store volatile %5, %out : i1, !llvm.ptr<1>
  llvm.store volatile %6, %out : i1, !llvm.ptr<1>
  llvm.store volatile %7, %out : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// ROUNDTRIP:      %3 = nvvm.mbarrier.arrive.expect_tx %0, %tx : !llvm.ptr<3>, i32 -> i64
// ROUNDTRIP-NEXT: %4 = nvvm.mbarrier.arrive %0, %1 : !llvm.ptr<3> -> i64
// ROUNDTRIP-NEXT: %5 = nvvm.mbarrier.wait.parity %0, %2 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
// ROUNDTRIP-NEXT: %6 = nvvm.mbarrier.wait.parity %0, %2 {kind = #nvvm.mbar_wait<test>} : !llvm.ptr<3>, i32 -> i1
// ROUNDTRIP-NEXT: %7 = nvvm.convert.f32x2.to.f16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>

// CHECK: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [bar], %r{{[0-9]+}};
// CHECK: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [bar], 1;
// CHECK: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [bar], 0;
// CHECK: mbarrier.test_wait.parity.shared.b64 %p{{[0-9]+}}, [bar], 0;
// CHECK: cvt.rn.f16x2.f32 %r{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
