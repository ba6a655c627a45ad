// A naive matrix multiply: 2-D thread indices, a bounds check, a k-loop carrying the f32
// accumulator, fma, and address arithmetic with sign-extended 32-bit indices.
module {
  llvm.func @matmul(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %by = nvvm.read.ptx.sreg.ctaid.y : i32
    %bdx = nvvm.read.ptx.sreg.ntid.x : i32
    %bdy = nvvm.read.ptx.sreg.ntid.y : i32
    %r0 = llvm.mul %by, %bdy : i32
    %row = llvm.add %r0, %ty : i32
    %c0 = llvm.mul %bx, %bdx : i32
    %col = llvm.add %c0, %tx : i32
    %inr = llvm.icmp "slt" %row, %n : i32
    %inc = llvm.icmp "slt" %col, %n : i32
    %in = llvm.and %inr, %inc : i1
    llvm.cond_br %in, ^loop_init, ^exit
  ^loop_init:
    %zero = llvm.mlir.constant(0 : i32) : i32
    %fz = llvm.mlir.constant(0.0 : f32) : f32
    llvm.br ^loop(%zero, %fz : i32, f32)
  ^loop(%k: i32, %acc: f32):
    %more = llvm.icmp "slt" %k, %n : i32
    llvm.cond_br %more, ^body, ^done
  ^body:
    %rn = llvm.mul %row, %n : i32
    %ai = llvm.add %rn, %k : i32
    %ai64 = llvm.sext %ai : i32 to i64
    %pa = llvm.getelementptr %a[%ai64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %va = llvm.load %pa : !llvm.ptr -> f32
    %kn = llvm.mul %k, %n : i32
    %bi = llvm.add %kn, %col : i32
    %bi64 = llvm.sext %bi : i32 to i64
    %pb = llvm.getelementptr %b[%bi64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %vb = llvm.load %pb : !llvm.ptr -> f32
    %acc2 = llvm.intr.fma(%va, %vb, %acc) : (f32, f32, f32) -> f32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k2 = llvm.add %k, %one : i32
    llvm.br ^loop(%k2, %acc2 : i32, f32)
  ^done:
    %rn2 = llvm.mul %row, %n : i32
    %ci = llvm.add %rn2, %col : i32
    %ci64 = llvm.sext %ci : i32 to i64
    %pc = llvm.getelementptr %c[%ci64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %acc, %pc : f32, !llvm.ptr
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
