; From llvm-project llvm/test/CodeGen/NVPTX/atomics-b128.ll (its CHECK lines and error RUN lines left out; cut after
; test_cmpxchg_shared_cluster, the cases written out by a loop to the same IR)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mcpu=sm_90 -mattr=+ptx84 | FileCheck %s --check-prefix=CHECK

target triple = "nvptx64-nvidia-cuda"

define i128 @test_xchg_generic(ptr %addr, i128 %amt) {
  %old = atomicrmw xchg ptr %addr, i128 %amt release
  ret i128 %old
}

define i128 @test_xchg_global(ptr addrspace(1) %addr, i128 %amt) {
  %old = atomicrmw xchg ptr addrspace(1) %addr, i128 %amt release
  ret i128 %old
}

define i128 @test_xchg_shared(ptr addrspace(3) %addr, i128 %amt) {
  %old = atomicrmw xchg ptr addrspace(3) %addr, i128 %amt release
  ret i128 %old
}

define i128 @test_xchg_shared_cluster(ptr addrspace(7) %addr, i128 %amt) {
  %old = atomicrmw xchg ptr addrspace(7) %addr, i128 %amt release
  ret i128 %old
}

define i128 @test_xchg_block(ptr %addr, i128 %amt) {
  %old = atomicrmw xchg ptr %addr, i128 %amt syncscope("block") release
  ret i128 %old
}

define i128 @test_xchg_cluster(ptr %addr, i128 %amt) {
  %old = atomicrmw xchg ptr %addr, i128 %amt syncscope("cluster") release
  ret i128 %old
}

define i128 @test_xchg_gpu(ptr %addr, i128 %amt) {
  %old = atomicrmw xchg ptr %addr, i128 %amt syncscope("device") release
  ret i128 %old
}

define i128 @test_xchg_sys(ptr %addr, i128 %amt) {
  %old = atomicrmw xchg ptr %addr, i128 %amt release
  ret i128 %old
}

define i128 @test_xchg_relaxed(ptr %addr, i128 %amt) {
  %old = atomicrmw xchg ptr %addr, i128 %amt monotonic
  ret i128 %old
}

define i128 @test_xchg_acquire(ptr %addr, i128 %amt) {
  %old = atomicrmw xchg ptr %addr, i128 %amt acquire
  ret i128 %old
}

define i128 @test_xchg_release(ptr %addr, i128 %amt) {
  %old = atomicrmw xchg ptr %addr, i128 %amt release
  ret i128 %old
}

define i128 @test_xchg_acq_rel(ptr %addr, i128 %amt) {
  %old = atomicrmw xchg ptr %addr, i128 %amt acq_rel
  ret i128 %old
}

define i128 @test_cmpxchg_generic(ptr %addr, i128 %cmp, i128 %new) {
  %pairold = cmpxchg ptr %addr, i128 %cmp, i128 %new monotonic monotonic
  ret i128 %new
}

define i128 @test_cmpxchg_global(ptr addrspace(1) %addr, i128 %cmp, i128 %new) {
  %pairold = cmpxchg ptr addrspace(1) %addr, i128 %cmp, i128 %new monotonic monotonic
  ret i128 %new
}

define i128 @test_cmpxchg_shared(ptr addrspace(3) %addr, i128 %cmp, i128 %new) {
  %pairold = cmpxchg ptr addrspace(3) %addr, i128 %cmp, i128 %new monotonic monotonic
  ret i128 %new
}

define i128 @test_cmpxchg_block(ptr %addr, i128 %cmp, i128 %new) {
  %pairold = cmpxchg ptr %addr, i128 %cmp, i128 %new syncscope("block") monotonic monotonic
  ret i128 %new
}

define i128 @test_cmpxchg_cluster(ptr %addr, i128 %cmp, i128 %new) {
  %pairold = cmpxchg ptr %addr, i128 %cmp, i128 %new syncscope("cluster") monotonic monotonic
  ret i128 %new
}

define i128 @test_cmpxchg_gpu(ptr %addr, i128 %cmp, i128 %new) {
  %pairold = cmpxchg ptr %addr, i128 %cmp, i128 %new syncscope("device") monotonic monotonic
  ret i128 %new
}

define i128 @test_cmpxchg_shared_cluster(ptr addrspace(7) %addr, i128 %cmp, i128 %new) {
  %pairold = cmpxchg ptr addrspace(7) %addr, i128 %cmp, i128 %new monotonic monotonic
  ret i128 %new
}
