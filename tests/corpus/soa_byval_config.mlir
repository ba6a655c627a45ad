// Struct-of-arrays particle update with a byval config struct (pointers + floats + int) read by field.
module {
  llvm.func @update(%cfg: !llvm.ptr {llvm.byval = !llvm.struct<(ptr, ptr, ptr, f32, f32, i32)>, llvm.align = 8 : i64}) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ntid = nvvm.read.ptx.sreg.ntid.x : i32
    %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
    %b = llvm.mul %ctaid, %ntid : i32
    %i = llvm.add %b, %tid : i32
    %np = llvm.getelementptr %cfg[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, ptr, f32, f32, i32)>
    %n = llvm.load %np : !llvm.ptr -> i32
    %ok = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %ok, ^body, ^exit
  ^body:
    %xsp = llvm.getelementptr %cfg[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, ptr, f32, f32, i32)>
    %vsp = llvm.getelementptr %cfg[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, ptr, f32, f32, i32)>
    %msp = llvm.getelementptr %cfg[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, ptr, f32, f32, i32)>
    %dtp = llvm.getelementptr %cfg[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, ptr, f32, f32, i32)>
    %gp = llvm.getelementptr %cfg[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, ptr, f32, f32, i32)>
    %xs = llvm.load %xsp : !llvm.ptr -> !llvm.ptr
    %vs = llvm.load %vsp : !llvm.ptr -> !llvm.ptr
    %ms = llvm.load %msp : !llvm.ptr -> !llvm.ptr
    %dt = llvm.load %dtp : !llvm.ptr -> f32
    %g = llvm.load %gp : !llvm.ptr -> f32
    %i64 = llvm.sext %i : i32 to i64
    %xp = llvm.getelementptr %xs[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %vp = llvm.getelementptr %vs[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %mp = llvm.getelementptr %ms[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %x = llvm.load %xp : !llvm.ptr -> f32
    %v = llvm.load %vp : !llvm.ptr -> f32
    %m = llvm.load %mp : !llvm.ptr -> f32
    %a = llvm.fdiv %g, %m : f32
    %dv = llvm.fmul %a, %dt : f32
    %v2 = llvm.fadd %v, %dv : f32
    %dx = llvm.fmul %v2, %dt : f32
    %x2 = llvm.fadd %x, %dx : f32
    llvm.store %v2, %vp : f32, !llvm.ptr
    llvm.store %x2, %xp : f32, !llvm.ptr
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
