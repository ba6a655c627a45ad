// An nvvm enum attribute reads both spellings MLIR has printed it in: the dialect's opaque
// form (`#nvvm<shfl_kind bfly>`, MLIR 22) and the `<$value>` form (`#nvvm.shfl_kind<bfly>`,
// MLIR 24 / IREE 3.13), for every enum attribute of the dialect; it prints as MLIR 22.

// RUN: nvvm-opt %s -t mlir | filecheck %s
// RUN: nvvm-opt %s -t mlir | mlir-opt-22 -o /dev/null

llvm.func @f(%a: i32, %b: f32, %m: i32, %c: i1) -> f32 {
  %0 = "nvvm.shfl.sync"(%m, %b, %a, %a) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
  %1 = "nvvm.shfl.sync"(%m, %0, %a, %a) <{kind = #nvvm<shfl_kind down>}> : (i32, f32, i32, i32) -> f32
  %2 = "nvvm.vote.sync"(%m, %c) <{kind = #nvvm.vote_sync_kind<any>}> : (i32, i1) -> i1
  %3 = "nvvm.redux.sync"(%a, %m) <{kind = #nvvm.redux_kind<add>}> : (i32, i32) -> i32
  %4 = "nvvm.redux.sync"(%a, %m) <{kind = #nvvm<redux_kind max>}> : (i32, i32) -> i32
  llvm.return %1 : f32
}

// CHECK:      nvvm.shfl.sync bfly %m, %b, %a, %a : f32 -> f32
// CHECK-NEXT: nvvm.shfl.sync down %m, %0, %a, %a : f32 -> f32
// CHECK-NEXT: nvvm.vote.sync any %m, %c -> i1
// CHECK-NEXT: nvvm.redux.sync add %a, %m : i32 -> i32
// CHECK-NEXT: nvvm.redux.sync max %a, %m : i32 -> i32
