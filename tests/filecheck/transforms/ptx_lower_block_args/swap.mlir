// REQUIRES: ptxas
// RUN: xdsl-opt %s -p ptx-lower-block-args | filecheck %s
// RUN: xdsl-opt %s -p ptx-lower-block-args -t ptx | filecheck %s --check-prefix=PTX
// RUN: xdsl-opt %s -p ptx-lower-block-args -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// A loop that swaps its two arguments on the back edge: the moves read both old values before
// writing, through one temporary; the literal on the entry edge is moved straight into the
// argument register and its own move disappears; an argument passed to itself needs no move.

builtin.module {
  ptx.module target = "sm_90" version = "8.0" {
    ptx.global visible global @out : b32 align 4
    ptx.func entry visible @k(#ptx.param<u64 "k_param_0">) {
      %x = ptx.ld param b32 [@k_param_0] : () -> !ptx.reg<b32>
      %zero = ptx.mov b32 0 : (b32) -> !ptx.reg<b32>
      ptx.bra ^loop(%x, %zero, %x : !ptx.reg<b32>, !ptx.reg<b32>, !ptx.reg<b32>)
    ^loop(%a : !ptx.reg<b32>, %b : !ptx.reg<b32>, %c : !ptx.reg<b32>):
      %p = ptx.setp lt.s32 %a, %b : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<pred>
      ptx.cbra %p, ^back, ^exit : !ptx.reg<pred>
    ^back:
      ptx.bra ^loop(%b, %a, %c : !ptx.reg<b32>, !ptx.reg<b32>, !ptx.reg<b32>)
    ^exit:
      ptx.st global b32 [@out], %c : (!ptx.reg<b32>)
      ptx.ret
    }
  }
}

// CHECK:        %x = ptx.ld param b32 [@k_param_0] : () -> !ptx.reg<b32>
// CHECK-NEXT:   %{{.*}} = ptx.mov b32 %x : (!ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK-NEXT:   %{{.*}} = ptx.mov b32 0 : (b32) -> !ptx.reg<b32>
// CHECK-NEXT:   %{{.*}} = ptx.mov b32 %x : (!ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK-NEXT:   ptx.bra ^{{.*}}(%{{.*}}, %{{.*}}, %{{.*}} : !ptx.reg<b32>, !ptx.reg<b32>, !ptx.reg<b32>) {coalesced}
// CHECK:        [[SAVED:%.*]] = ptx.mov b32 %a : (!ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK-NEXT:   [[NEWA:%.*]] = ptx.mov b32 %b : (!ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK-NEXT:   [[NEWB:%.*]] = ptx.mov b32 [[SAVED]] : (!ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK-NEXT:   ptx.bra ^{{.*}}([[NEWA]], [[NEWB]], %c : !ptx.reg<b32>, !ptx.reg<b32>, !ptx.reg<b32>) {coalesced}

// PTX:      ld.param.b32 %r1, [k_param_0];
// PTX-NEXT: mov.b32 %r2, %r1;
// PTX-NEXT: mov.b32 %r3, 0;
// PTX-NEXT: mov.b32 %r4, %r1;
// PTX-NEXT: $L__BB0_1:
// PTX:      mov.b32 %r5, %r2;
// PTX-NEXT: mov.b32 %r2, %r3;
// PTX-NEXT: mov.b32 %r3, %r5;
// PTX-NEXT: bra.uni {{.*}}$L__BB0_1;
// PTX-NEXT: $L__BB0_3:
// PTX-NEXT: st.global.b32 [out], %r4;
