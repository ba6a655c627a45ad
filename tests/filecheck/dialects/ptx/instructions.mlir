// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s

// The instruction families round-trip in their custom and generic forms.

builtin.module {
  ptx.module target = "sm_90" version = "8.0" {
    ptx.func entry visible @k(#ptx.param<u64 "k_param_0">) {
      %base = ptx.ld param b64 [@k_param_0] : () -> !ptx.reg<b64>
      %tid = ptx.mov u32 "%tid.x" : (b32) -> !ptx.reg<b32>
      %five = ptx.mov b32 5 : (b32) -> !ptx.reg<b32>
      %sum = ptx.arith add.s32 %tid, 5 : (!ptx.reg<b32>, b32) -> !ptx.reg<b32>
      %wide = ptx.arith mul.wide.u32 %sum, %five : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b64>
      %p = ptx.setp lt.s32 %sum, %five : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<pred>
      %sel = ptx.selp b32 %sum, 0, %p : (!ptx.reg<b32>, b32, !ptx.reg<pred>) -> !ptx.reg<b32>
      %f = ptx.cvt rn.f32.s32 %sel : (!ptx.reg<b32>) -> !ptx.reg<f32>
      %g = ptx.cvta to global u64 %base : (!ptx.reg<b64>) -> !ptx.reg<b64>
      %v0, %v1 = ptx.ld global f32 [%g + -8] : (!ptx.reg<b64>) -> (!ptx.reg<f32>, !ptx.reg<f32>)
      %a = ptx.ld acquire gpu generic u32 [%g] : (!ptx.reg<b64>) -> !ptx.reg<b32>
      ptx.st global f32 [%g], %f, %v1 : (!ptx.reg<b64>, !ptx.reg<f32>, !ptx.reg<f32>)
      ptx.st volatile shared_cluster b32 [@smem + 4], 1 : (b32)
      %old = ptx.atom acq_rel gpu global add u32 [%g], %sum : (!ptx.reg<b64>, !ptx.reg<b32>) -> !ptx.reg<b32>
      %seen = ptx.atom shared cas b32 [@smem], 0, 1 : (b32, b32) -> !ptx.reg<b32>
      ptx.bar 0 : (b32)
      ptx.bar %tid, %five : (!ptx.reg<b32>, !ptx.reg<b32>)
      ptx.ret
    }
  }
}

// CHECK:      %base = ptx.ld param b64 [@k_param_0] : () -> !ptx.reg<b64>
// CHECK-NEXT: %tid = ptx.mov u32 "%tid.x" : (b32) -> !ptx.reg<b32>
// CHECK-NEXT: %five = ptx.mov b32 5 : (b32) -> !ptx.reg<b32>
// CHECK-NEXT: %sum = ptx.arith add.s32 %tid, 5 : (!ptx.reg<b32>, b32) -> !ptx.reg<b32>
// CHECK-NEXT: %wide = ptx.arith mul.wide.u32 %sum, %five : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b64>
// CHECK-NEXT: %p = ptx.setp lt.s32 %sum, %five : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<pred>
// CHECK-NEXT: %sel = ptx.selp b32 %sum, 0, %p : (!ptx.reg<b32>, b32, !ptx.reg<pred>) -> !ptx.reg<b32>
// CHECK-NEXT: %f = ptx.cvt rn.f32.s32 %sel : (!ptx.reg<b32>) -> !ptx.reg<f32>
// CHECK-NEXT: %g = ptx.cvta to global u64 %base : (!ptx.reg<b64>) -> !ptx.reg<b64>
// CHECK-NEXT: %v0, %v1 = ptx.ld global f32 [%g + -8] : (!ptx.reg<b64>) -> (!ptx.reg<f32>, !ptx.reg<f32>)
// CHECK-NEXT: %a = ptx.ld acquire gpu generic u32 [%g] : (!ptx.reg<b64>) -> !ptx.reg<b32>
// CHECK-NEXT: ptx.st global f32 [%g], %f, %v1 : (!ptx.reg<b64>, !ptx.reg<f32>, !ptx.reg<f32>)
// CHECK-NEXT: ptx.st volatile shared_cluster b32 [@smem + 4], 1 : (b32)
// CHECK-NEXT: %old = ptx.atom acq_rel gpu global add u32 [%g], %sum : (!ptx.reg<b64>, !ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK-NEXT: %seen = ptx.atom shared cas b32 [@smem], 0, 1 : (b32, b32) -> !ptx.reg<b32>
// CHECK-NEXT: ptx.bar 0 : (b32)
// CHECK-NEXT: ptx.bar %tid, %five : (!ptx.reg<b32>, !ptx.reg<b32>)
// CHECK-NEXT: ptx.ret
