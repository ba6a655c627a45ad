// x86_fp80 arithmetic: NVPTX has no 80-bit float type.
llvm.func @k(%a: f80, %out: !llvm.ptr) attributes {nvvm.kernel} { // ERROR: f80
  %r = llvm.fadd %a, %a : f80
  llvm.store %r, %out : f80, !llvm.ptr
  llvm.return
}
