// Warp-level intrinsics as llvm.call_intrinsic: shfl.sync down/bfly/idx on i32 and f32, vote.ballot/any/all, bar.warp.sync, activemask.
module {
  llvm.func @warp_reduce(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %mask = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %l64 = llvm.zext %lane : i32 to i64
    %ip = llvm.getelementptr %in[%l64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %v = llvm.load %ip : !llvm.ptr -> f32
    %d = llvm.call_intrinsic "llvm.nvvm.shfl.sync.down.f32"(%mask, %v, %c16, %c31) : (i32, f32, i32, i32) -> f32
    %s = llvm.fadd %v, %d : f32
    %x = llvm.call_intrinsic "llvm.nvvm.shfl.sync.bfly.f32"(%mask, %s, %c1, %c31) : (i32, f32, i32, i32) -> f32
    %s2 = llvm.fadd %s, %x : f32
    %bits = llvm.bitcast %s2 : f32 to i32
    %b0 = llvm.call_intrinsic "llvm.nvvm.shfl.sync.idx.i32"(%mask, %bits, %c0, %c31) : (i32, i32, i32, i32) -> i32
    %pos = llvm.icmp "sgt" %b0, %c0 : i32
    %ballot = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%mask, %pos) : (i32, i1) -> i32
    %any = llvm.call_intrinsic "llvm.nvvm.vote.any.sync"(%mask, %pos) : (i32, i1) -> i1
    %all = llvm.call_intrinsic "llvm.nvvm.vote.all.sync"(%mask, %pos) : (i32, i1) -> i1
    llvm.call_intrinsic "llvm.nvvm.bar.warp.sync"(%mask) : (i32) -> ()
    %both = llvm.and %any, %all : i1
    %bz = llvm.zext %both : i1 to i32
    %r = llvm.add %ballot, %bz : i32
    %first = llvm.icmp "eq" %lane, %c0 : i32
    llvm.cond_br %first, ^w, ^e
  ^w:
    llvm.store %r, %out : i32, !llvm.ptr
    llvm.br ^e
  ^e:
    llvm.return
  }
}
