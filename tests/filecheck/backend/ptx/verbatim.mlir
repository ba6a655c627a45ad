// REQUIRES: ptxas
// RUN: xdsl-opt %s -t ptx | filecheck %s
// RUN: xdsl-opt %s -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// ptx.verbatim prints its text as is. A kernel that calls a verbatim function defined after
// it gets the function's prototype as a forward declaration, as for our own functions; the
// verbatim function's own references (the table) are resolved in the same way.
// CHECK:      .func (.param .b32 func_retval0) lookup(
// CHECK-NEXT:   .param .b32 lookup_param_0
// CHECK-NEXT: );
// CHECK:      .visible .entry k(
// CHECK:      call.uni (retval0), lookup, (param0);
// CHECK:      .global .align 4 .b8 table[16] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0};
// CHECK:      .func (.param .b32 func_retval0) lookup(
// CHECK-NEXT:   .param .b32 lookup_param_0
// CHECK-NEXT: )
// CHECK-NEXT: {
// CHECK:        ld.global.b32 %r3, [%rd2];
ptx.module target = "sm_90" version = "8.0" {
  ptx.func entry visible @k(#ptx.param<u32 "k_param_0">) {
    %i = ptx.inst "ld.param.b32 $d0, [k_param_0]" : () -> !ptx.reg<b32>
    ptx.callseq_start 0
    ptx.declare_param <b32 "param0">
    ptx.declare_ret_param <b32 "retval0">
    ptx.inst "st.param.b32 [param0], $0" (%i) : (!ptx.reg<b32>) -> ()
    ptx.call @lookup(["param0"]) {result = "retval0", uni}
    %r = ptx.inst "ld.param.b32 $d0, [retval0]" : () -> !ptx.reg<b32>
    ptx.callseq_end 0
    ptx.ret
  }
  ptx.verbatim "table" ".global .align 4 .b8 table[16] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0};"
  ptx.verbatim "lookup" ".func (.param .b32 func_retval0) lookup(\0A\09.param .b32 lookup_param_0\0A)\0A{\0A\09.reg .b32 \09%r<4>;\0A\09.reg .b64 \09%rd<3>;\0A\0A\09ld.param.b32 \09%r1, [lookup_param_0];\0A\09mul.wide.u32 \09%rd1, %r1, 4;\0A\09mov.u64 \09%rd2, table;\0A\09add.s64 \09%rd2, %rd2, %rd1;\0A\09ld.global.b32 \09%r3, [%rd2];\0A\09st.param.b32 \09[func_retval0], %r3;\0A\09ret;\0A}" declaration ".func (.param .b32 func_retval0) lookup(\0A\09.param .b32 lookup_param_0\0A)"
}
