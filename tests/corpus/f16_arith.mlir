// f16 and bf16 arithmetic: add/sub/mul/div/neg, fcmp, select, and loads/stores of half values.
module {
  llvm.func @half(%p: !llvm.ptr, %q: !llvm.ptr, %s: f16) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i = llvm.zext %tid : i32 to i64
    %pp = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %x = llvm.load %pp : !llvm.ptr -> f16
    %a = llvm.fadd %x, %s : f16
    %b = llvm.fmul %a, %x : f16
    %c = llvm.fsub %b, %s : f16
    %d = llvm.fdiv %c, %a : f16
    %e = llvm.fneg %d : f16
    %f = llvm.fadd %e, %s : f16
    %gt = llvm.fcmp "ogt" %f, %x : f16
    %r = llvm.select %gt, %f, %x : i1, f16
    llvm.store %r, %pp : f16, !llvm.ptr
    %qp = llvm.getelementptr %q[%i] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %y = llvm.load %qp : !llvm.ptr -> bf16
    %y2 = llvm.fmul %y, %y : bf16
    %y3 = llvm.fadd %y2, %y : bf16
    llvm.store %y3, %qp : bf16, !llvm.ptr
    llvm.return
  }
}
