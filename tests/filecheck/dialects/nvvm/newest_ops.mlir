// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s

// Ops newer than MLIR 22, defined from their row of the ODS table alone (nvvm_ods_ops.generated_ops),
// in the syntax of llvm-project's NVVMOps.td (`oilist` clauses; a property at its default left out).
// Known difference (issue #30): an enum whose ODS format is a bare `$value` (`scope = gpu`,
// `field = rank`, `shape = shape_32x32b`, `min`) is read bare but printed in angle brackets.

llvm.func @newest(%f: f32, %d: f64, %i: i32, %v2bf: vector<2xbf16>, %v2i8: vector<2xi8>, %i8: i8, %i16: i16,
                  %c: !llvm.ptr<7>, %g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %desc: !llvm.ptr, %i64: i64) {
  // CHECK: %{{.*}} = nvvm.sqrt %{{.*}}, rnd = <rn> : f32
  %0 = nvvm.sqrt %f, rnd = <rn> : f32
  // CHECK-NEXT: %{{.*}} = nvvm.sqrt %{{.*}}, rnd = <rz> ftz = true : f32
  %1 = nvvm.sqrt %f, rnd = <rz> ftz = true : f32
  // CHECK-NEXT: %{{.*}} = nvvm.sqrt.approx %{{.*}} : f32
  %2 = nvvm.sqrt.approx %f : f32
  // CHECK-NEXT: %{{.*}} = nvvm.rsqrt %{{.*}} ftz = true : f64
  %3 = nvvm.rsqrt %d ftz = true : f64
  // CHECK-NEXT: %{{.*}} = nvvm.divf %{{.*}}, %{{.*}} rnd = <rn> full = true : f32
  %4 = nvvm.divf %f, %f rnd = <rn> full = true : f32
  // CHECK-NEXT: %{{.*}} = nvvm.movmatrix %{{.*}}, shape = <m = 8, n = 8>, element_type = <b16> : i32
  %5 = nvvm.movmatrix %i, shape = <m = 8, n = 8>, element_type = <b16> : i32
  // CHECK-NEXT: %{{.*}} = nvvm.barrier.reduction #nvvm.reduction<popc> %{{.*}} id = %{{.*}} -> i32 aligned = false
  %6 = nvvm.barrier.reduction #nvvm.reduction<popc> %i id = %i -> i32 aligned = false
  // CHECK-NEXT: %{{.*}} = nvvm.convert.f4x2.to.bf16x2 %{{.*}} scale_factor = %{{.*}} relu = true : i8{{ ?}}(f4E2M1FN) -> vector<2xbf16>
  %7 = nvvm.convert.f4x2.to.bf16x2 %i8 scale_factor = %i16 relu = true : i8 (f4E2M1FN) -> vector<2xbf16>
  // CHECK-NEXT: %{{.*}} = nvvm.convert.bf16x2.to.s2f6x2 %{{.*}} : vector<2xbf16> -> i16
  %8 = nvvm.convert.bf16x2.to.s2f6x2 %v2bf : vector<2xbf16> -> i16
  // CHECK-NEXT: nvvm.store.async.global %{{.*}}, %{{.*}} scope = <gpu> mmio = true : !llvm.ptr<1>, i32
  nvvm.store.async.global %g, %i scope = gpu mmio = true : !llvm.ptr<1>, i32
  // CHECK-NEXT: nvvm.store.async.shared %{{.*}}, %{{.*}}, mbarrier = %{{.*}} : !llvm.ptr<7>, i64, !llvm.ptr<7>
  nvvm.store.async.shared %c, %i64, mbarrier = %c : !llvm.ptr<7>, i64, !llvm.ptr<7>
  // CHECK-NEXT: %{{.*}}, %{{.*}} = nvvm.tcgen05.ld.red <min> %{{.*}} shape = <shape_32x32b> nan : vector<2xf32>, f32
  %9, %10 = nvvm.tcgen05.ld.red min %t shape = shape_32x32b nan : vector<2xf32>, f32
  // CHECK-NEXT: nvvm.tensormap.replace field = <rank>, new_value = %{{.*}} in %{{.*}} : !llvm.ptr<1>, i32
  nvvm.tensormap.replace field = rank, new_value = %i in %g : !llvm.ptr<1>, i32
  llvm.return
}
