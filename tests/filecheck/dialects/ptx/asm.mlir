// ptx.asm (nvvm_xdsl/dialects/ptx.py AsmOp): `tied` results and `$$`, their round trip, the
// printer (a tied result shares its operand's register). Verifier rules: asm_invalid.mlir.
// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s -t ptx | filecheck %s --check-prefix=PTX

builtin.module {
  ptx.module target = "sm_90" version = "8.0" {
    ptx.func func visible @f(#ptx.param<b32 "f_param_0">) {
      %x = ptx.inst "ld.param.b32 $d0, [f_param_0]" : () -> !ptx.reg<b32>
      %y = ptx.inst "mov.b32 $d0, $0"(%x) : (!ptx.reg<b32>) -> !ptx.reg<b32>
      %r, %s = ptx.asm "add.s32 $d0, $d0, $1; mov.b32 $d1, $$L; // $0"(%y, %x) {side_effects, tied = array<i64: 0, -1>} : (!ptx.reg<b32>, !ptx.reg<b32>) -> (!ptx.reg<b32>, !ptx.reg<b32>)
      ptx.ret
    }
  }
}
// CHECK: %r, %s = ptx.asm "add.s32 $d0, $d0, $1; mov.b32 $d1, $$L; // $0"(%y, %x) {side_effects, tied = array<i64: 0, -1>} : (!ptx.reg<b32>, !ptx.reg<b32>) -> (!ptx.reg<b32>, !ptx.reg<b32>)
// PTX:      mov.b32 [[Y:%r[0-9]+]], [[X:%r[0-9]+]];
// PTX-NEXT: // begin inline asm
// PTX-NEXT: {
// PTX-NEXT: add.s32 [[Y]], [[Y]], [[X]]; mov.b32 {{%r[0-9]+}}, $L; // [[Y]]
