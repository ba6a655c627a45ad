// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Warp collectives written as LLVM intrinsics: shuffles, votes and the warp barrier, with
// constant masks, offsets and clamps as immediates.
// CHECK:       shfl.sync.down.b32 [[Y:%f[0-9]+]], [[X:%f[0-9]+]], 16, 31, -1;
// CHECK-NEXT:  add.rn.f32 {{%f[0-9]+}}, [[X]], [[Y]];
// CHECK:       vote.sync.ballot.b32 [[B:%r[0-9]+]], [[P:%p[0-9]+]], -1;
// CHECK-NEXT:  vote.sync.any.pred {{%p[0-9]+}}, [[P]], -1;
// CHECK-NEXT:  bar.warp.sync -1;
// CHECK-NEXT:  shfl.sync.idx.b32 {{%r[0-9]+}}, [[B]], 0, 31, -1;

llvm.func @reduce(%p: !llvm.ptr, %x: f32) attributes {nvvm.kernel} {
  %mask = llvm.mlir.constant(-1 : i32) : i32
  %off = llvm.mlir.constant(16 : i32) : i32
  %clamp = llvm.mlir.constant(31 : i32) : i32
  %y = llvm.call_intrinsic "llvm.nvvm.shfl.sync.down.f32"(%mask, %x, %off, %clamp) : (i32, f32, i32, i32) -> f32
  %s = llvm.fadd %x, %y : f32
  %lane = nvvm.read.ptx.sreg.laneid : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %first = llvm.icmp "eq" %lane, %zero : i32
  %b = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%mask, %first) : (i32, i1) -> i32
  %any = llvm.call_intrinsic "llvm.nvvm.vote.any.sync"(%mask, %first) : (i32, i1) -> i1
  llvm.call_intrinsic "llvm.nvvm.bar.warp.sync"(%mask) : (i32) -> ()
  %i = llvm.call_intrinsic "llvm.nvvm.shfl.sync.idx.i32"(%mask, %b, %zero, %clamp) : (i32, i32, i32, i32) -> i32
  %sel = llvm.select %any, %s, %x : i1, f32
  llvm.store %sel, %p : f32, !llvm.ptr
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %i, %q : i32, !llvm.ptr
  llvm.return
}
