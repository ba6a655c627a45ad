// A cluster-scope fence on sm_80: fence.acq_rel.cluster needs sm_90.
gpu.module @m [#nvvm.target<chip = "sm_80">] {
  llvm.func @k() attributes {nvvm.kernel} {
    llvm.fence syncscope("cluster") acq_rel // ERROR: 'llvm.fence': fence.acq_rel.cluster needs sm_90 or newer, but the target is sm_80
    llvm.return
  }
}
