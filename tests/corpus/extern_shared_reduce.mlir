// Dynamic (extern) shared array reduction: tree reduction with halving stride loop and barriers.
module {
  llvm.mlir.global external @sdata() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x f32>
  llvm.func @reduce(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 512, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ntid = nvvm.read.ptx.sreg.ntid.x : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %b = llvm.mul %cta, %ntid : i32
    %gi = llvm.add %b, %tid : i32
    %gi64 = llvm.zext %gi : i32 to i64
    %ip = llvm.getelementptr %in[%gi64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %v = llvm.load %ip : !llvm.ptr -> f32
    %s3 = llvm.mlir.addressof @sdata : !llvm.ptr<3>
    %t64 = llvm.zext %tid : i32 to i64
    %mine = llvm.getelementptr %s3[0, %t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<0 x f32>
    llvm.store %v, %mine : f32, !llvm.ptr<3>
    nvvm.barrier0
    %half = llvm.lshr %ntid, %c1 : i32
    llvm.br ^loop(%half : i32)
  ^loop(%s: i32):
    %go = llvm.icmp "ugt" %s, %c0 : i32
    llvm.cond_br %go, ^step, ^done
  ^step:
    %act = llvm.icmp "ult" %tid, %s : i32
    llvm.cond_br %act, ^add, ^sync
  ^add:
    %o = llvm.add %tid, %s : i32
    %o64 = llvm.zext %o : i32 to i64
    %op = llvm.getelementptr %s3[0, %o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<0 x f32>
    %a = llvm.load %mine : !llvm.ptr<3> -> f32
    %bb = llvm.load %op : !llvm.ptr<3> -> f32
    %sum = llvm.fadd %a, %bb : f32
    llvm.store %sum, %mine : f32, !llvm.ptr<3>
    llvm.br ^sync
  ^sync:
    nvvm.barrier0
    %ns = llvm.lshr %s, %c1 : i32
    llvm.br ^loop(%ns : i32)
  ^done:
    %first = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %first, ^write, ^exit
  ^write:
    %r = llvm.load %mine : !llvm.ptr<3> -> f32
    %cta64 = llvm.zext %cta : i32 to i64
    %rp = llvm.getelementptr %out[%cta64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %old = llvm.atomicrmw fadd %rp, %r monotonic : !llvm.ptr, f32
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
