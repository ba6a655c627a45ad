// RUN: XDSL_ROUNDTRIP

builtin.module {
  ptx.module target = "sm_90" version = "8.0" {
    ptx.global internal global @fmt : b8[4] align 1 = [104, 105, 10, 0]
    ptx.global internal shared @smem : b8[1024] align 4
    ptx.global visible global @addrs : u64[2] align 8 = [0, "generic(fmt)+2"]
    ptx.func func extern @vprintf(#ptx.param<b64 "vprintf_param_0">, #ptx.param<b64 "vprintf_param_1">) -> (#ptx.param<b32 "func_retval0">)
    ptx.func entry visible @k(#ptx.param<u64 ptr global align 1 "k_param_0">, #ptx.param<b8 align 4 "k_param_1"[8]>, #ptx.param<u32 "k_param_2">) attributes {maxntid = array<i32: 128, 1, 1>} {
      %a = ptx.inst "ld.param.b64 $d0, [k_param_0]" : () -> !ptx.reg<b64>
      %n = ptx.inst "ld.param.b32 $d0, [k_param_1+4]" : () -> !ptx.reg<b32>
      %z = ptx.inst "mov.b32 $d0, 0" : () -> !ptx.reg<b32>
      ptx.bra ^loop(%z : !ptx.reg<b32>)
    ^loop(%i : !ptx.reg<b32>):
      %i2 = ptx.inst "add.s32 $d0, $0, 1" (%i) : (!ptx.reg<b32>) -> !ptx.reg<b32>
      %p = ptx.inst "setp.lt.s32 $d0, $0, $1" (%i2, %n) : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<pred>
      ptx.cbra %p, ^body, ^exit : !ptx.reg<pred>
    ^body:
      ptx.bra ^loop(%i2 : !ptx.reg<b32>)
    ^exit:
      ptx.callseq_start 0
      ptx.declare_param <b64 "param0">
      ptx.declare_ret_param <b32 "retval0">
      ptx.inst "st.param.b64 [param0], $0" (%a) : (!ptx.reg<b64>) -> ()
      ptx.call @vprintf(["param0"]) {result = "retval0", uni}
      %r = ptx.inst "ld.param.b32 $d0, [retval0]" : () -> !ptx.reg<b32>
      ptx.callseq_end 0
      ptx.ret
    }
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: ptx.module target = "sm_90" version = "8.0" {
// CHECK-NEXT: ptx.global internal global @fmt : b8[4] align 1 = [104, 105, 10, 0]
// CHECK-NEXT: ptx.global internal shared @smem : b8[1024] align 4
// CHECK-NEXT: ptx.global visible global @addrs : u64[2] align 8 = [0, "generic(fmt)+2"]
// CHECK-NEXT: ptx.func func extern @vprintf(#ptx.param<b64 "vprintf_param_0">, #ptx.param<b64 "vprintf_param_1">) -> (#ptx.param<b32 "func_retval0">)
// CHECK-NEXT: ptx.func entry visible @k(#ptx.param<u64 ptr global align 1 "k_param_0">, #ptx.param<b8 align 4 "k_param_1"[8]>, #ptx.param<u32 "k_param_2">) attributes {maxntid = array<i32: 128, 1, 1>} {
// CHECK-NEXT: %a = ptx.inst "ld.param.b64 $d0, [k_param_0]" : () -> !ptx.reg<b64>
// CHECK-NEXT: %n = ptx.inst "ld.param.b32 $d0, [k_param_1+4]" : () -> !ptx.reg<b32>
// CHECK-NEXT: %z = ptx.inst "mov.b32 $d0, 0" : () -> !ptx.reg<b32>
// CHECK-NEXT: ptx.bra ^loop(%z : !ptx.reg<b32>)
// CHECK-NEXT: ^loop(%i: !ptx.reg<b32>):
// CHECK-NEXT: %i2 = ptx.inst "add.s32 $d0, $0, 1"(%i) : (!ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK-NEXT: %p = ptx.inst "setp.lt.s32 $d0, $0, $1"(%i2, %n) : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<pred>
// CHECK-NEXT: ptx.cbra %p, ^body, ^exit : !ptx.reg<pred>
// CHECK-NEXT: ^body:
// CHECK-NEXT: ptx.bra ^loop(%i2 : !ptx.reg<b32>)
// CHECK-NEXT: ^exit:
// CHECK-NEXT: ptx.callseq_start 0
// CHECK-NEXT: ptx.declare_param <b64 "param0">
// CHECK-NEXT: ptx.declare_ret_param <b32 "retval0">
// CHECK-NEXT: ptx.inst "st.param.b64 [param0], $0"(%a) : (!ptx.reg<b64>) -> ()
// CHECK-NEXT: ptx.call @vprintf(["param0"]) {result = "retval0", uni}
// CHECK-NEXT: %r = ptx.inst "ld.param.b32 $d0, [retval0]" : () -> !ptx.reg<b32>
// CHECK-NEXT: ptx.callseq_end 0
// CHECK-NEXT: ptx.ret

// -----

ptx.func func visible @indirect(#ptx.param<b64 "indirect_param_0">) -> (#ptx.param<b32 "func_retval0">) attributes {depot_name = "__local_depot0", depot_size = 16 : i32, depot_align = 8 : i32} {
  %spl, %sp = ptx.local_depot "__local_depot0" : !ptx.reg<b64>, !ptx.reg<b64>
  %t = ptx.inst "ld.param.b64 $d0, [indirect_param_0]" : () -> !ptx.reg<b64>
  ptx.callseq_start 3
  ptx.declare_param <b8 align 8 "param0"[24]>
  ptx.declare_ret_param <b32 "retval0">
  ptx.call %t : !ptx.reg<b64>(["param0"]) {result = "retval0", prototype_id = #builtin.int<3>, prototype_params = [#ptx.param<b8 align 8 "param0"[24]>], prototype_returns = [#ptx.param<b32 "retval0">]}
  %r = ptx.inst "ld.param.b32 $d0, [retval0]" : () -> !ptx.reg<b32>
  ptx.callseq_end 3
  %a = ptx.asm "add.s32 $d0, $0, $0;"(%r) : (!ptx.reg<b32>) -> !ptx.reg<b32>
  ptx.asm "membar.gl;" {side_effects} : () -> ()
  ptx.inst "st.param.b32 [func_retval0], $0"(%a) : (!ptx.reg<b32>) -> ()
  ptx.trap
}

// CHECK:      ptx.func func visible @indirect(#ptx.param<b64 "indirect_param_0">) -> (#ptx.param<b32 "func_retval0">) attributes {depot_name = "__local_depot0", depot_size = 16 : i32, depot_align = 8 : i32} {
// CHECK-NEXT:   %spl, %sp = ptx.local_depot "__local_depot0" : !ptx.reg<b64>, !ptx.reg<b64>
// CHECK-NEXT:   %t = ptx.inst "ld.param.b64 $d0, [indirect_param_0]" : () -> !ptx.reg<b64>
// CHECK-NEXT:   ptx.callseq_start 3
// CHECK-NEXT:   ptx.declare_param <b8 align 8 "param0"[24]>
// CHECK-NEXT:   ptx.declare_ret_param <b32 "retval0">
// CHECK-NEXT:   ptx.call %t : !ptx.reg<b64>(["param0"]) {result = "retval0", prototype_id = #builtin.int<3>, prototype_params = [#ptx.param<b8 align 8 "param0"[24]>], prototype_returns = [#ptx.param<b32 "retval0">]}
// CHECK-NEXT:   %r = ptx.inst "ld.param.b32 $d0, [retval0]" : () -> !ptx.reg<b32>
// CHECK-NEXT:   ptx.callseq_end 3
// CHECK-NEXT:   %a = ptx.asm "add.s32 $d0, $0, $0;"(%r) : (!ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK-NEXT:   ptx.asm "membar.gl;" {side_effects} : () -> ()
// CHECK-NEXT:   ptx.inst "st.param.b32 [func_retval0], $0"(%a) : (!ptx.reg<b32>) -> ()
// CHECK-NEXT:   ptx.trap
