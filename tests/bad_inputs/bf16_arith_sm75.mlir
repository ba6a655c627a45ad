// bf16 arithmetic on sm_75, which has no bf16 instruction (its conversions came with sm_80).
gpu.module @m [#nvvm.target<chip = "sm_75">] {
  llvm.func @k(%p: !llvm.ptr<1>, %a: bf16) attributes {nvvm.kernel} {
    %r = llvm.fmul %a, %a : bf16 // ERROR: 'llvm.fmul': cvt.f32.bf16 needs sm_80 or newer, but the target is sm_75
    llvm.store %r, %p : bf16, !llvm.ptr<1>
    llvm.return
  }
}
