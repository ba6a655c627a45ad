// ctpop/ctlz/cttz on i8 and i16 operands (LLVM widens them to 32-bit popc/clz).
module {
  llvm.func @narrow_bits(%h: i16, %b: i8, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %p16 = llvm.intr.ctpop(%h) : (i16) -> i16
    %l16 = "llvm.intr.ctlz"(%h) <{is_zero_poison = false}> : (i16) -> i16
    %t8 = "llvm.intr.cttz"(%b) <{is_zero_poison = false}> : (i8) -> i8
    %s = llvm.add %p16, %l16 : i16
    llvm.store %s, %out : i16, !llvm.ptr
    %q = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %t8, %q : i8, !llvm.ptr
    llvm.return
  }
}
