// Two loop-carried values swap places on every iteration: the back edge is a parallel copy
// (a, b) <- (b, a) that needs a temporary.
module {
  llvm.func @swap(%out: !llvm.ptr, %a0: i32, %b0: i32, %n: i32) attributes {nvvm.kernel} {
    %zero = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^loop(%zero, %a0, %b0 : i32, i32, i32)
  ^loop(%i: i32, %a: i32, %b: i32):
    %one = llvm.mlir.constant(1 : i32) : i32
    %i2 = llvm.add %i, %one : i32
    %more = llvm.icmp "slt" %i2, %n : i32
    llvm.cond_br %more, ^loop(%i2, %b, %a : i32, i32, i32), ^exit
  ^exit:
    %q = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %a, %out : i32, !llvm.ptr
    llvm.store %b, %q : i32, !llvm.ptr
    llvm.return
  }
}
