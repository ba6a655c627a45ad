// An acquire atomic at cluster scope on sm_80 (the .cluster scope needs sm_90).
gpu.module @m [#nvvm.target<chip = "sm_80">] {
  llvm.func @k(%p: !llvm.ptr<1>, %v: i32) attributes {nvvm.kernel} {
    %r = llvm.atomicrmw add %p, %v syncscope("cluster") acquire : !llvm.ptr<1>, i32 // ERROR: 'llvm.atomicrmw': acquire at cluster scope needs sm_90
    llvm.return
  }
}
