// REQUIRES: ptxas
// `nvvm.barrier {aligned = false}` (Triton 3.9 prints it; newer MLIR's `aligned` is a bool,
// true by default) and LLVM's `llvm.nvvm.barrier.sync` are the non-aligned `barrier.sync`
// (llc-22 selects the intrinsics so, `barrier.cta.sync.all`/`.count` too); the default,
// `{aligned}` and `barrier.cta.sync.aligned.count` stay `bar.sync`.
// RUN: nvvm-opt %s | filecheck %s
// RUN: nvvm-opt %s > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: nvvm-opt %s -t mlir | filecheck %s --check-prefix=MLIR
// RUN: not nvvm-opt --sm 60 %s 2>&1 | filecheck %s --check-prefix=SM60

// CHECK:      bar.sync 0;
// CHECK-NEXT: barrier.sync 0;
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: barrier.sync 1, [[N:%r[0-9]+]];
// CHECK-NEXT: barrier.sync 1;
// CHECK-NEXT: barrier.sync 1;
// CHECK-NEXT: barrier.sync 1, [[N]];
// CHECK-NEXT: bar.sync 1, [[N]];
// MLIR:      nvvm.barrier
// MLIR-NEXT: nvvm.barrier {aligned = false}
// MLIR-NEXT: nvvm.barrier {aligned}
// MLIR:      nvvm.barrier id = %{{.*}} number_of_threads = %{{.*}} {aligned = false}
// SM60: non_aligned_barrier.mlir:26:3: error: 'nvvm.barrier': barrier.sync (a non-aligned barrier) needs sm_70 or newer
llvm.func @barriers(%n: i32) attributes {nvvm.kernel} {
  nvvm.barrier
  nvvm.barrier {aligned = false}
  nvvm.barrier {aligned}
  %c = llvm.mlir.constant(1 : i32) : i32
  nvvm.barrier id = %c number_of_threads = %n {aligned = false}
  llvm.call_intrinsic "llvm.nvvm.barrier.sync"(%c) : (i32) -> ()
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%c) : (i32) -> ()
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.count"(%c, %n) : (i32, i32) -> ()
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%c, %n) : (i32, i32) -> ()
  llvm.return
}
