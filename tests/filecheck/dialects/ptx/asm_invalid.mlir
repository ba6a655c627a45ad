// Verifier rules of ptx.asm (nvvm_xdsl/dialects/ptx.py AsmOp), one per split.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

builtin.module {
  ptx.module target = "sm_90" version = "8.0" {
    ptx.func func visible @g() {
      %x = ptx.inst "mov.b32 $d0, 1" : () -> !ptx.reg<b32>
      %r = ptx.asm "add.s32 $d0, $d0, $0;"(%x) {tied = array<i64: 0>} : (!ptx.reg<b32>) -> !ptx.reg<b32>
      ptx.inst "st.global.b32 [0], $0"(%x) : (!ptx.reg<b32>) -> ()
      ptx.ret
    }
  }
}
// CHECK: operand 0 is tied to result 0 but lives on (other uses, or defined outside the block)

// -----

builtin.module {
  ptx.module target = "sm_90" version = "8.0" {
    ptx.func func visible @h() {
      %x = ptx.inst "mov.b64 $d0, 1" : () -> !ptx.reg<b64>
      %r = ptx.asm "mov.b32 $d0, 0;"(%x) {tied = array<i64: 0>} : (!ptx.reg<b64>) -> !ptx.reg<b32>
      ptx.ret
    }
  }
}
// CHECK: result 0 (!ptx.reg<b32>) is tied to operand 0 of type !ptx.reg<b64>

// -----

builtin.module {
  ptx.module target = "sm_90" version = "8.0" {
    ptx.func func visible @i() {
      %r = ptx.asm "mov.b32 $d1, 0;" : () -> !ptx.reg<b32>
      ptx.ret
    }
  }
}
// CHECK: '$d1' refers to a missing result (the op has 1)
