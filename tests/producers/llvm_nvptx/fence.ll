; From llvm-project llvm/test/CodeGen/NVPTX/fence.ll (its CHECK lines, its RUN lines for sm_30/sm_70, and the syncscope("singlethread") fences, which llc 22 rejects, left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -march=nvptx64 -mcpu=sm_90 -mattr=+ptx87 | FileCheck %s --check-prefix=SM90

define void @fence_acquire_sys() {
    fence syncscope("") acquire
    ret void
}

define void @fence_acquire_cta() {
    fence syncscope("block") acquire
    ret void
}

define void @fence_acquire_cluster() {
    fence syncscope("cluster") acquire
    ret void
}

define void @fence_acquire_gpu() {
    fence syncscope("device") acquire
    ret void
}

define void @fence_release_sys() {
    fence syncscope("") release
    ret void
}

define void @fence_release_cta() {
    fence syncscope("block") release
    ret void
}

define void @fence_release_cluster() {
    fence syncscope("cluster") release
    ret void
}

define void @fence_release_gpu() {
    fence syncscope("device") release
    ret void
}

define void @fence_acq_rel_sys() {
    fence syncscope("") acq_rel
    ret void
}

define void @fence_acq_rel_cta() {
    fence syncscope("block") acq_rel
    ret void
}

define void @fence_acq_rel_cluster() {
    fence syncscope("cluster") acq_rel
    ret void
}

define void @fence_acq_rel_gpu() {
    fence syncscope("device") acq_rel
    ret void
}

define void @fence_seq_cst_sys() {
    fence syncscope("") seq_cst
    ret void
}

define void @fence_seq_cst_cta() {
    fence syncscope("block") seq_cst
    ret void
}

define void @fence_seq_cst_cluster() {
    fence syncscope("cluster") seq_cst
    ret void
}

define void @fence_seq_cst_gpu() {
    fence syncscope("device") seq_cst
    ret void
}

