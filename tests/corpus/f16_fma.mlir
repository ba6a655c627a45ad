// llvm.intr.fma on f16 and bf16 scalars (PTX fma.rn.f16 / fma.rn.bf16 on sm_90).
module {
  llvm.func @hfma(%p: !llvm.ptr, %a: f16, %b: f16, %x: bf16, %y: bf16) attributes {nvvm.kernel} {
    %h = llvm.load %p : !llvm.ptr -> f16
    %r = llvm.intr.fma(%a, %b, %h) : (f16, f16, f16) -> f16
    llvm.store %r, %p : f16, !llvm.ptr
    %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f16
    %z = llvm.load %q : !llvm.ptr -> bf16
    %s = llvm.intr.fma(%x, %y, %z) : (bf16, bf16, bf16) -> bf16
    llvm.store %s, %q : bf16, !llvm.ptr
    llvm.return
  }
}
