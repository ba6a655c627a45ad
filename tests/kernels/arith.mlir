// Integer and float arithmetic on thread indices, stored to global memory.
module {
  llvm.func @arith(%out: !llvm.ptr, %a: i32, %x: f32) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ntid = nvvm.read.ptx.sreg.ntid.x : i32
    %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
    %m = llvm.mul %ctaid, %ntid : i32
    %i = llvm.add %m, %tid : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %s = llvm.shl %i, %c3 : i32
    %d = llvm.sdiv %s, %a : i32
    %f = llvm.sitofp %d : i32 to f32
    %y = llvm.fmul %f, %x : f32
    %c = llvm.mlir.constant(1.5 : f32) : f32
    %z = llvm.fadd %y, %c : f32
    %idx = llvm.sext %i : i32 to i64
    %p = llvm.getelementptr %out[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %z, %p : f32, !llvm.ptr
    llvm.return
  }
}
