// Every special register op: tid/ntid/ctaid/nctaid x/y/z, laneid, warpsize, clock, clock64; and nvvm.barrier.
module {
  llvm.func @sregs(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %a = nvvm.read.ptx.sreg.tid.x : i32
    %b = nvvm.read.ptx.sreg.tid.y : i32
    %c = nvvm.read.ptx.sreg.tid.z : i32
    %d = nvvm.read.ptx.sreg.ntid.x : i32
    %e = nvvm.read.ptx.sreg.ntid.y : i32
    %f = nvvm.read.ptx.sreg.ntid.z : i32
    %g = nvvm.read.ptx.sreg.ctaid.x : i32
    %h = nvvm.read.ptx.sreg.ctaid.y : i32
    %i = nvvm.read.ptx.sreg.ctaid.z : i32
    %j = nvvm.read.ptx.sreg.nctaid.x : i32
    %k = nvvm.read.ptx.sreg.nctaid.y : i32
    %l = nvvm.read.ptx.sreg.nctaid.z : i32
    %m = nvvm.read.ptx.sreg.laneid : i32
    %n = nvvm.read.ptx.sreg.warpsize : i32
    %o = nvvm.read.ptx.sreg.clock : i32
    %p = nvvm.read.ptx.sreg.clock64 : i64
    nvvm.barrier
    %s1 = llvm.add %a, %b : i32
    %s2 = llvm.add %s1, %c : i32
    %s3 = llvm.add %s2, %d : i32
    %s4 = llvm.add %s3, %e : i32
    %s5 = llvm.add %s4, %f : i32
    %s6 = llvm.add %s5, %g : i32
    %s7 = llvm.add %s6, %h : i32
    %s8 = llvm.add %s7, %i : i32
    %s9 = llvm.add %s8, %j : i32
    %s10 = llvm.add %s9, %k : i32
    %s11 = llvm.add %s10, %l : i32
    %s12 = llvm.add %s11, %m : i32
    %s13 = llvm.add %s12, %n : i32
    %s14 = llvm.add %s13, %o : i32
    %w = llvm.zext %s14 : i32 to i64
    %r = llvm.add %w, %p : i64
    llvm.store %r, %out : i64, !llvm.ptr
    llvm.return
  }
}
