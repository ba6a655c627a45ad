// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s | filecheck %s

// nvvm.inline_ptx prints back as MLIR prints it (format of NVVMOps.td: `ro(...)`, `rw(...)`,
// `, predicate = %p`, `-> types`). The ops are the examples of NVVMOps.td's description of the
// op, rewritten to its current format.

llvm.func @inline_ptx(%input : f32, %barrier_gen : !llvm.ptr, %count : i32, %pred : i1, %a : i32, %b : i32) {
  %0 = nvvm.inline_ptx "ex2.approx.ftz.f32 $0, $1;" ro(%input : f32) -> f32
  nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%barrier_gen, %count : !llvm.ptr, i32)
  nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%barrier_gen, %count : !llvm.ptr, i32), predicate = %pred
  nvvm.inline_ptx "brkpt;"
  %1, %2 = nvvm.inline_ptx "add.s32 $0, $2, $3; sub.s32 $1, $2, $3;" ro(%a, %b : i32, i32) -> i32, i32
  nvvm.inline_ptx "nanosleep.u32 $0;" rw(%a : i32)
  llvm.return
}
// CHECK-LABEL: llvm.func @inline_ptx
// CHECK-NEXT: %0 = nvvm.inline_ptx "ex2.approx.ftz.f32 $0, $1;" ro(%input : f32) -> f32
// CHECK-NEXT: nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%barrier_gen, %count : !llvm.ptr, i32)
// CHECK-NEXT: nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%barrier_gen, %count : !llvm.ptr, i32), predicate = %pred
// CHECK-NEXT: nvvm.inline_ptx "brkpt;"
// CHECK-NEXT: %1, %2 = nvvm.inline_ptx "add.s32 $0, $2, $3; sub.s32 $1, $2, $3;" ro(%a, %b : i32, i32) -> i32, i32
// CHECK-NEXT: nvvm.inline_ptx "nanosleep.u32 $0;" rw(%a : i32)
