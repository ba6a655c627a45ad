// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s

// The instruction families round-trip in their custom and generic forms.

builtin.module {
  ptx.module target = "sm_90" version = "8.0" {
    ptx.func entry visible @k(#ptx.param<u64 "k_param_0">) {
      %base = ptx.ld <param> "b64" {symbol = "k_param_0"} : () -> !ptx.reg<b64>
      %tid = ptx.mov "u32" {imms = [#ptx.imm<0 b32 "%tid.x">]} : () -> !ptx.reg<b32>
      %five = ptx.mov "b32" {imms = [#ptx.imm<0 b32 "5">]} : () -> !ptx.reg<b32>
      %sum = ptx.arith "add" "s32" %tid {imms = [#ptx.imm<1 b32 "5">]} : (!ptx.reg<b32>) -> !ptx.reg<b32>
      %wide = ptx.arith "mul" "u32" %sum, %five {modifiers = ["wide"]} : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b64>
      %p = ptx.setp "lt" "s32" %sum, %five : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<pred>
      %sel = ptx.selp "b32" %sum, %p {imms = [#ptx.imm<1 b32 "0">]} : (!ptx.reg<b32>, !ptx.reg<pred>) -> !ptx.reg<b32>
      %f = ptx.cvt "f32" "s32" %sel {modifiers = ["rn"]} : (!ptx.reg<b32>) -> !ptx.reg<f32>
      %g = ptx.cvta <global> "u64" %base {to_space} : (!ptx.reg<b64>) -> !ptx.reg<b64>
      %v0, %v1 = ptx.ld <global> "f32" %g {offset = #builtin.int<-8>} : (!ptx.reg<b64>) -> (!ptx.reg<f32>, !ptx.reg<f32>)
      %a = ptx.ld <generic> "u32" %g {semantics = #ptx.sem<acquire>, scope = #ptx.scope<gpu>} : (!ptx.reg<b64>) -> !ptx.reg<b32>
      ptx.st <global> "f32"[%g : !ptx.reg<b64>] (%f, %v1 : !ptx.reg<f32>, !ptx.reg<f32>)
      ptx.st <shared_cluster> "b32" {symbol = "smem", offset = #builtin.int<4>, semantics = #ptx.sem<volatile>, imms = [#ptx.imm<0 b32 "1">]}
      %old = ptx.atom <global> "add" "u32" [%g : !ptx.reg<b64>] (%sum : !ptx.reg<b32>) {semantics = #ptx.sem<acq_rel>, scope = #ptx.scope<gpu>} : !ptx.reg<b32>
      %seen = ptx.atom <shared> "cas" "b32" {symbol = "smem", imms = [#ptx.imm<0 b32 "0">, #ptx.imm<1 b32 "1">]} : !ptx.reg<b32>
      ptx.bar {imms = [#ptx.imm<0 b32 "0">]}
      ptx.bar (%tid, %five : !ptx.reg<b32>, !ptx.reg<b32>)
      ptx.ret
    }
  }
}

// CHECK:      %base = ptx.ld <param> "b64" {symbol = "k_param_0"} : () -> !ptx.reg<b64>
// CHECK-NEXT: %tid = ptx.mov "u32" {imms = [#ptx.imm<0 b32 "%tid.x">]} : () -> !ptx.reg<b32>
// CHECK-NEXT: %five = ptx.mov "b32" {imms = [#ptx.imm<0 b32 "5">]} : () -> !ptx.reg<b32>
// CHECK-NEXT: %sum = ptx.arith "add" "s32" %tid {imms = [#ptx.imm<1 b32 "5">]} : (!ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK-NEXT: %wide = ptx.arith "mul" "u32" %sum, %five {modifiers = ["wide"]} : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b64>
// CHECK-NEXT: %p = ptx.setp "lt" "s32" %sum, %five : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<pred>
// CHECK-NEXT: %sel = ptx.selp "b32" %sum, %p {imms = [#ptx.imm<1 b32 "0">]} : (!ptx.reg<b32>, !ptx.reg<pred>) -> !ptx.reg<b32>
// CHECK-NEXT: %f = ptx.cvt "f32" "s32" %sel {modifiers = ["rn"]} : (!ptx.reg<b32>) -> !ptx.reg<f32>
// CHECK-NEXT: %g = ptx.cvta <global> "u64" %base {to_space} : (!ptx.reg<b64>) -> !ptx.reg<b64>
// CHECK-NEXT: %v0, %v1 = ptx.ld <global> "f32" %g {offset = #builtin.int<-8>} : (!ptx.reg<b64>) -> (!ptx.reg<f32>, !ptx.reg<f32>)
// CHECK-NEXT: %a = ptx.ld <generic> "u32" %g {semantics = #ptx.sem<acquire>, scope = #ptx.scope<gpu>} : (!ptx.reg<b64>) -> !ptx.reg<b32>
// CHECK-NEXT: ptx.st <global> "f32"[%g : !ptx.reg<b64>] (%f, %v1 : !ptx.reg<f32>, !ptx.reg<f32>)
// CHECK-NEXT: ptx.st <shared_cluster> "b32" {symbol = "smem", offset = #builtin.int<4>, semantics = #ptx.sem<volatile>, imms = [#ptx.imm<0 b32 "1">]}
// CHECK-NEXT: %old = ptx.atom <global> "add" "u32"[%g : !ptx.reg<b64>] (%sum : !ptx.reg<b32>) {semantics = #ptx.sem<acq_rel>, scope = #ptx.scope<gpu>} : !ptx.reg<b32>
// CHECK-NEXT: %seen = ptx.atom <shared> "cas" "b32" {symbol = "smem", imms = [#ptx.imm<0 b32 "0">, #ptx.imm<1 b32 "1">]} : !ptx.reg<b32>
// CHECK-NEXT: ptx.bar {imms = [#ptx.imm<0 b32 "0">]}
// CHECK-NEXT: ptx.bar(%tid, %five : !ptx.reg<b32>, !ptx.reg<b32>)
// CHECK-NEXT: ptx.ret
