// Special-register reads with MLIR's range annotations (as convert-gpu-to-nvvm emits them) in a 2-D indexing kernel.
module {
  llvm.func @transpose(%in: !llvm.ptr, %out: !llvm.ptr, %w: i32, %h: i32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
    %tx = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %ty = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
    %by = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
    %nx = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1025> : i32
    %ny = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1025> : i32
    %x0 = llvm.mul %bx, %nx : i32
    %x = llvm.add %x0, %tx : i32
    %y0 = llvm.mul %by, %ny : i32
    %y = llvm.add %y0, %ty : i32
    %okx = llvm.icmp "ult" %x, %w : i32
    %oky = llvm.icmp "ult" %y, %h : i32
    %ok = llvm.and %okx, %oky : i1
    llvm.cond_br %ok, ^copy, ^done
  ^copy:
    %src0 = llvm.mul %y, %w : i32
    %src = llvm.add %src0, %x : i32
    %dst0 = llvm.mul %x, %h : i32
    %dst = llvm.add %dst0, %y : i32
    %s64 = llvm.zext %src : i32 to i64
    %d64 = llvm.zext %dst : i32 to i64
    %sp = llvm.getelementptr %in[%s64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %dp = llvm.getelementptr %out[%d64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %v = llvm.load %sp : !llvm.ptr -> f32
    llvm.store %v, %dp : f32, !llvm.ptr
    llvm.br ^done
  ^done:
    llvm.return
  }
}
