// sitofp/uitofp from i8 to bf16 (PTX has no cvt.rn.bf16.s8: the i8 must be widened to 16 bits first).
module {
  llvm.func @i8_bf16(%a: i8, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %v = llvm.sitofp %a : i8 to bf16
    %w = llvm.uitofp %a : i8 to bf16
    llvm.store %v, %out : bf16, !llvm.ptr
    %q = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, bf16
    llvm.store %w, %q : bf16, !llvm.ptr
    llvm.return
  }
}
