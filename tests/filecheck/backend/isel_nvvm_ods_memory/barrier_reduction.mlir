// REQUIRES: ptxas
// nvvm.barrier.reduction (MLIR newer than 22): `bar.red` of `predicate != 0` at barrier `id` (0
// when absent), `barrier.red` when not aligned, as llc prints llvm.nvvm.barrier.cta.red.*; the
// and/or result zero-extended to i32. A synchronisation: kept when its result is unused.
// RUN: nvvm-opt %s --sm 75 | filecheck %s
// RUN: nvvm-opt %s --sm 75 > %t.ptx && %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: not nvvm-opt %s --sm 60 2>&1 | filecheck %s --check-prefix=OLD

// CHECK-LABEL: reductions(
// CHECK:         setp.ne.b32 [[P:%p[0-9]+]], [[V:%r[0-9]+]], 0;
// CHECK:         bar.red.and.pred [[A:%p[0-9]+]], 0, [[P]];
// CHECK-NEXT:    selp.u32 %r{{[0-9]+}}, 1, 0, [[A]];
// CHECK-NEXT:    bar.red.popc.u32 %r{{[0-9]+}}, [[ID:%r[0-9]+]], [[P]];
// CHECK-NEXT:    barrier.red.or.pred [[O:%p[0-9]+]], 3, [[P]];
// CHECK-NEXT:    selp.u32 %r{{[0-9]+}}, 1, 0, [[O]];
// CHECK-NEXT:    barrier.red.popc.u32 %r{{[0-9]+}}, 0, [[P]];
// OLD: error: {{.*}}nvvm.barrier.reduction (barrier.red, a non-aligned barrier) needs sm_70 or newer, but the target is sm_60
llvm.func @reductions(%out: !llvm.ptr<1>, %v: i32, %id: i32) attributes {nvvm.kernel} {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %0 = nvvm.barrier.reduction #nvvm.reduction<and> %v -> i32
  %1 = nvvm.barrier.reduction #nvvm.reduction<popc> %v id = %id -> i32
  %2 = nvvm.barrier.reduction #nvvm.reduction<or> %v id = %c3 -> i32 aligned = false
  %unused = nvvm.barrier.reduction #nvvm.reduction<popc> %v -> i32 aligned = false
  %s0 = llvm.add %0, %1 : i32
  %s1 = llvm.add %s0, %2 : i32
  llvm.store %s1, %out : i32, !llvm.ptr<1>
  llvm.return
}
