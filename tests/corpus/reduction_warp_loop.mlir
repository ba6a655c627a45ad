// Grid-stride loop with an i64 induction variable, f64 accumulation and a do-while style back edge in the body block.
module {
  llvm.func @dot(%x: !llvm.ptr, %y: !llvm.ptr, %n: i64, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ntid = nvvm.read.ptx.sreg.ntid.x : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %ncta = nvvm.read.ptx.sreg.nctaid.x : i32
    %b = llvm.mul %cta, %ntid : i32
    %i0 = llvm.add %b, %tid : i32
    %i064 = llvm.zext %i0 : i32 to i64
    %st = llvm.mul %ntid, %ncta : i32
    %st64 = llvm.zext %st : i32 to i64
    %z = llvm.mlir.constant(0.0 : f64) : f64
    %any = llvm.icmp "ult" %i064, %n : i64
    llvm.cond_br %any, ^body(%i064, %z : i64, f64), ^exit(%z : f64)
  ^body(%i: i64, %acc: f64):
    %xp = llvm.getelementptr inbounds %x[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %yp = llvm.getelementptr inbounds %y[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %xv = llvm.load %xp : !llvm.ptr -> f64
    %yv = llvm.load %yp : !llvm.ptr -> f64
    %acc2 = llvm.intr.fma(%xv, %yv, %acc) : (f64, f64, f64) -> f64
    %i2 = llvm.add %i, %st64 : i64
    %more = llvm.icmp "ult" %i2, %n : i64
    llvm.cond_br %more, ^body(%i2, %acc2 : i64, f64), ^exit(%acc2 : f64)
  ^exit(%r: f64):
    %old = llvm.atomicrmw fadd %out, %r monotonic : !llvm.ptr, f64
    llvm.return
  }
}
