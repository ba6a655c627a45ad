// REQUIRES: ptxas
// Warp collectives synchronise the lanes of their mask, so an unused result does not make one
// dead and two equal ones are two instructions, at every optimisation level (llc-22 keeps each
// of these at -O0 and -O2; MLIR's canonicalize and cse keep the nvvm ops).
// RUN: nvvm-opt -O0 --no-short-shared-ptr %s | filecheck %s
// RUN: nvvm-opt -O2 --no-short-shared-ptr %s | filecheck %s
// RUN: nvvm-opt -O0 %s > %t0.ptx && %ptxas -arch=sm_90 %t0.ptx -o %t0.cubin
// RUN: nvvm-opt -O2 %s > %t2.ptx && %ptxas -arch=sm_90 %t2.ptx -o %t2.cubin

// CHECK-LABEL: .visible .entry unused(
// CHECK:       shfl.sync.bfly.b32 {{%r[0-9]+}}, [[A:%r[0-9]+]], 1, 31, -1;
// CHECK-NEXT:  shfl.sync.bfly.b32 {{%r[0-9]+}}, [[A]], 1, 31, -1;
// CHECK-NEXT:  shfl.sync.down.b32 {{%r[0-9]+}}|{{%p[0-9]+}}, [[A]], 2, 31, -1;
// CHECK-NEXT:  vote.sync.ballot.b32 {{%r[0-9]+}}, [[P:%p[0-9]+]], -1;
// CHECK-NEXT:  vote.sync.any.pred {{%p[0-9]+}}, [[P]], -1;
// CHECK-NEXT:  vote.sync.all.pred {{%p[0-9]+}}, [[P]], -1;
// CHECK-NEXT:  vote.sync.uni.pred {{%p[0-9]+}}, [[P]], -1;
// CHECK-NEXT:  match.any.sync.b32 {{%r[0-9]+}}, [[A]], -1;
// CHECK-NEXT:  match.all.sync.b32 {{%r[0-9]+}}|{{%p[0-9]+}}, [[A]], -1;
// CHECK-NEXT:  redux.sync.add.s32 {{%r[0-9]+}}, [[A]], -1;
// CHECK-NEXT:  ldmatrix.sync.aligned.m8n8.x1.shared.b16 {{{%r[0-9]+}}}, [{{%rd[0-9]+}}];
// CHECK-NEXT:  bar.warp.sync -1;
// CHECK-NEXT:  shfl.sync.idx.b32 {{%r[0-9]+}}, [[A]], 0, 31, -1;
// CHECK-NEXT:  vote.sync.ballot.b32 {{%r[0-9]+}}, [[P]], -1;
// CHECK-NEXT:  vote.sync.ballot.b32 {{%r[0-9]+}}, [[P]], -1;
// CHECK-NEXT:  ret;
llvm.func @unused(%a: i32, %p: i1, %q: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %m = llvm.mlir.constant(-1 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %c = llvm.mlir.constant(31 : i32) : i32
  %0 = nvvm.shfl.sync bfly %m, %a, %one, %c : i32 -> i32
  %1 = nvvm.shfl.sync bfly %m, %a, %one, %c : i32 -> i32
  %2 = nvvm.shfl.sync down %m, %a, %two, %c {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %3 = nvvm.vote.sync ballot %m, %p -> i32
  %4 = nvvm.vote.sync any %m, %p -> i1
  %5 = nvvm.vote.sync all %m, %p -> i1
  %6 = nvvm.vote.sync uni %m, %p -> i1
  %7 = nvvm.match.sync any %m, %a : i32 -> i32
  %8 = nvvm.match.sync all %m, %a : i32 -> !llvm.struct<(i32, i1)>
  %9 = nvvm.redux.sync add %a, %m : i32 -> i32
  %10 = nvvm.ldmatrix %q {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  nvvm.bar.warp.sync %m : i32
  // The same collectives written as LLVM intrinsic calls.
  %11 = llvm.call_intrinsic "llvm.nvvm.shfl.sync.idx.i32"(%m, %a, %zero, %c) : (i32, i32, i32, i32) -> i32
  %12 = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%m, %p) : (i32, i1) -> i32
  %13 = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%m, %p) : (i32, i1) -> i32
  llvm.return
}
