// nvvm.barrier's reduction form on the GPU (tests/gpu/test_barrier_reduction_gpu.py): each
// thread votes `flags[tid] != 0`; out[3*tid..] = (and, or, popc) over the block's votes.
llvm.func @vote(%flags: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %slot = llvm.getelementptr %flags[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %flag = llvm.load %slot : !llvm.ptr<1> -> i32
  %all = nvvm.barrier #nvvm.reduction<and> %flag -> i32
  %any = nvvm.barrier #nvvm.reduction<or> %flag -> i32
  %count = nvvm.barrier #nvvm.reduction<popc> %flag -> i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %base = llvm.mul %tid, %three : i32
  %p0 = llvm.getelementptr %out[%base] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %all, %p0 : i32, !llvm.ptr<1>
  %p1 = llvm.getelementptr %p0[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  llvm.store %any, %p1 : i32, !llvm.ptr<1>
  %p2 = llvm.getelementptr %p0[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  llvm.store %count, %p2 : i32, !llvm.ptr<1>
  llvm.return
}
