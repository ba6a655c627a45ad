// MLIR's own LLVM IR translation test mlir/test/Target/LLVMIR/nvvm/fence.mlir, as stored at
// llvm/llvm-project@240c2561c832bfd6fbc57af93e6ee27fded8af80 (Apache License v2.0 with LLVM Exceptions,
// https://llvm.org/LICENSE.txt): its functions, the CHECK lines (LLVM IR) left out. Measured by
// tests/test_mlir_target_tests.py.

llvm.func @llvm_nvvm_fence_sc_cluster() {
  nvvm.fence.sc.cluster
  llvm.return
}

llvm.func @nvvm_fence_sync_restrict() {
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<release>}
  llvm.return
}

llvm.func @fence_mbarrier_init() {
  nvvm.fence.mbarrier.init
  llvm.return
}

llvm.func @nvvm_fence_proxy() {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}

  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>}

  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>}

  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}

  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  llvm.return
}

llvm.func @nvvm_fence_proxy_sync_restrict() {
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>}
  llvm.return
}

llvm.func @nvvm_fence_proxy_tensormap_generic_release() {
  nvvm.fence.proxy.release #nvvm.mem_scope<cta>

  nvvm.fence.proxy.release #nvvm.mem_scope<cluster>

  nvvm.fence.proxy.release #nvvm.mem_scope<gpu>

  nvvm.fence.proxy.release #nvvm.mem_scope<sys>
  llvm.return
}

llvm.func @nvvm_fence_proxy_tensormap_generic_acquire(%addr : !llvm.ptr) {
  %c128 = llvm.mlir.constant(128) : i32
  nvvm.fence.proxy.acquire #nvvm.mem_scope<cta> %addr, %c128

  nvvm.fence.proxy.acquire #nvvm.mem_scope<cluster> %addr, %c128

  nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %addr, %c128

  nvvm.fence.proxy.acquire #nvvm.mem_scope<sys> %addr, %c128
  llvm.return
}
