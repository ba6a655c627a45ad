// The packing, warp-collective, memory-ordering, stack and counter instructions: round trip in
// the custom and generic forms, the PTX line each prints, and ptxas accepts them.
// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s -t ptx | filecheck %s --check-prefix=PTX
// RUN: xdsl-opt %s -t ptx > %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}

builtin.module {
  ptx.module target = "sm_90" version = "8.0" {
    ptx.func entry visible @k(#ptx.param<u64 "k_param_0">) {
      %base = ptx.ld param b64 [@k_param_0] : () -> !ptx.reg<b64>
      %x = ptx.ld global b32 [%base] : (!ptx.reg<b64>) -> !ptx.reg<b32>
      %h0, %h1 = ptx.unpack %x : (!ptx.reg<b32>) -> (!ptx.reg<b16>, !ptx.reg<b16>)
      %y = ptx.pack %h1, %h0 : (!ptx.reg<b16>, !ptx.reg<b16>) -> !ptx.reg<b32>
      %w = ptx.pack %x, %y : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b64>
      %q0, %q1, %q2, %q3 = ptx.unpack %w : (!ptx.reg<b64>) -> (!ptx.reg<b16>, !ptx.reg<b16>, !ptx.reg<b16>, !ptx.reg<b16>)
      %s, %ok = ptx.shfl bfly %y, 1, 31, -1 : (!ptx.reg<b32>, b32, b32, b32) -> !ptx.reg<b32>, !ptx.reg<pred>
      %t = ptx.shfl idx %y, %x, %x, %x : (!ptx.reg<b32>, !ptx.reg<b32>, !ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b32>
      %any = ptx.vote any %ok, -1 : (!ptx.reg<pred>, b32) -> !ptx.reg<pred>
      %bal = ptx.vote ballot %any, %x : (!ptx.reg<pred>, !ptx.reg<b32>) -> !ptx.reg<b32>
      ptx.bar_warp_sync -1 : (b32)
      ptx.bar_warp_sync %bal : (!ptx.reg<b32>)
      ptx.membar gpu
      ptx.fence sc cluster
      ptx.fence acq_rel cta
      %c = ptx.read_counter u64 "%clock64" : !ptx.reg<b64>
      %sp = ptx.stacksave u64 : !ptx.reg<b64>
      %a = ptx.alloca u64 align 16 %c : (!ptx.reg<b64>) -> !ptx.reg<b64>
      %a2 = ptx.alloca u64 align 8 64 : (b64) -> !ptx.reg<b64>
      ptx.stackrestore u64 %sp : !ptx.reg<b64>
      ptx.st global b32 [%base], %s : (!ptx.reg<b64>, !ptx.reg<b32>)
      ptx.ret
    }
  }
}

// CHECK:      %base = ptx.ld param b64 [@k_param_0] : () -> !ptx.reg<b64>
// CHECK-NEXT: %x = ptx.ld global b32 [%base] : (!ptx.reg<b64>) -> !ptx.reg<b32>
// CHECK-NEXT: %h0, %h1 = ptx.unpack %x : (!ptx.reg<b32>) -> (!ptx.reg<b16>, !ptx.reg<b16>)
// CHECK-NEXT: %y = ptx.pack %h1, %h0 : (!ptx.reg<b16>, !ptx.reg<b16>) -> !ptx.reg<b32>
// CHECK-NEXT: %w = ptx.pack %x, %y : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b64>
// CHECK-NEXT: %q0, %q1, %q2, %q3 = ptx.unpack %w : (!ptx.reg<b64>) -> (!ptx.reg<b16>, !ptx.reg<b16>, !ptx.reg<b16>, !ptx.reg<b16>)
// CHECK-NEXT: %s, %ok = ptx.shfl bfly %y, 1, 31, -1 : (!ptx.reg<b32>, b32, b32, b32) -> !ptx.reg<b32>, !ptx.reg<pred>
// CHECK-NEXT: %t = ptx.shfl idx %y, %x, %x, %x : (!ptx.reg<b32>, !ptx.reg<b32>, !ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK-NEXT: %any = ptx.vote any %ok, -1 : (!ptx.reg<pred>, b32) -> !ptx.reg<pred>
// CHECK-NEXT: %bal = ptx.vote ballot %any, %x : (!ptx.reg<pred>, !ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK-NEXT: ptx.bar_warp_sync -1 : (b32)
// CHECK-NEXT: ptx.bar_warp_sync %bal : (!ptx.reg<b32>)
// CHECK-NEXT: ptx.membar gpu
// CHECK-NEXT: ptx.fence sc cluster
// CHECK-NEXT: ptx.fence acq_rel cta
// CHECK-NEXT: %c = ptx.read_counter u64 "%clock64" : !ptx.reg<b64>
// CHECK-NEXT: %sp = ptx.stacksave u64 : !ptx.reg<b64>
// CHECK-NEXT: %a = ptx.alloca u64 align 16 %c : (!ptx.reg<b64>) -> !ptx.reg<b64>
// CHECK-NEXT: %a2 = ptx.alloca u64 align 8 64 : (b64) -> !ptx.reg<b64>
// CHECK-NEXT: ptx.stackrestore u64 %sp : !ptx.reg<b64>
// CHECK-NEXT: ptx.st global b32 [%base], %s : (!ptx.reg<b64>, !ptx.reg<b32>)
// CHECK-NEXT: ptx.ret

// PTX: ld.param.b64 %rd1, [k_param_0];
// PTX-NEXT: ld.global.b32 %r1, [%rd1];
// PTX-NEXT: mov.b32 {%rs1, %rs2}, %r1;
// PTX-NEXT: mov.b32 %r2, {%rs2, %rs1};
// PTX-NEXT: mov.b64 %rd2, {%r1, %r2};
// PTX-NEXT: mov.b64 {%rs3, %rs4, %rs5, %rs6}, %rd2;
// PTX-NEXT: shfl.sync.bfly.b32 %r3|%p1, %r2, 1, 31, -1;
// PTX-NEXT: shfl.sync.idx.b32 %r4, %r2, %r1, %r1, %r1;
// PTX-NEXT: vote.sync.any.pred %p2, %p1, -1;
// PTX-NEXT: vote.sync.ballot.b32 %r5, %p2, %r1;
// PTX-NEXT: bar.warp.sync -1;
// PTX-NEXT: bar.warp.sync %r5;
// PTX-NEXT: membar.gl;
// PTX-NEXT: fence.sc.cluster;
// PTX-NEXT: fence.acq_rel.cta;
// PTX-NEXT: mov.u64 %rd3, %clock64;
// PTX-NEXT: stacksave.u64 %rd4;
// PTX-NEXT: alloca.u64 %rd5, %rd3, 16;
// PTX-NEXT: alloca.u64 %rd6, 64, 8;
// PTX-NEXT: stackrestore.u64 %rd4;
// PTX-NEXT: st.global.b32 [%rd1], %r3;
// PTX-NEXT: ret;
