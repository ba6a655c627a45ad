// llvm.inline_asm in MLIR's current syntax (nvvm_xdsl/dialects/llvm_ext.py InlineAsmOp): the flags,
// `asm_dialect`, `operand_attrs` (elementtype per operand, or Triton's empty list) and the
// attr-dict before the strings; `!llvm.void` and struct results. The generic form round-trips too.

// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s

// CHECK-LABEL: llvm.func @syntax
llvm.func @syntax(%a: f32, %p: !llvm.ptr, %i: i32) {
  // CHECK-NEXT: %0 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [{elementtype = i32}, {}] "st.u32 $0, $1;", "=*m,r" %p, %i : (!llvm.ptr, i32) -> !llvm.void
  %0 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [{elementtype = i32}, {}] "st.u32 $0, $1;", "=*m,r" %p, %i : (!llvm.ptr, i32) -> !llvm.void
  // CHECK-NEXT: %1 = llvm.inline_asm "mov.u32 $0, 0x0;", "=r" : () -> f32
  %1 = llvm.inline_asm "mov.u32 $0, 0x0;", "=r" : () -> f32
  // CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l" %i, %i, %i, %i, %p : (i32, i32, i32, i32, !llvm.ptr) -> ()
  llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l" %i, %i, %i, %i, %p : (i32, i32, i32, i32, !llvm.ptr) -> ()
  // CHECK-NEXT: llvm.inline_asm is_align_stack tail_call_kind = <tail> asm_dialect = intel {note = "x"} "nop", "" : () -> ()
  llvm.inline_asm is_align_stack tail_call_kind = <tail> asm_dialect = intel {note = "x"} "nop", "" : () -> ()
  // CHECK-NEXT: %2 = llvm.inline_asm "fma.rn.f32 $0, $2, $2, $0;", "=f,=f,0,1" %a, %a : (f32, f32) -> !llvm.struct<(f32, f32)>
  %2 = llvm.inline_asm "fma.rn.f32 $0, $2, $2, $0;", "=f,=f,0,1" %a, %a : (f32, f32) -> !llvm.struct<(f32, f32)>
  // xDSL 0.74 printed the attr-dict after the operands; that spelling still parses.
  // CHECK-NEXT: %3 = llvm.inline_asm {note = "old"} "mov.b32 $0, $1;", "=r,r" %i : (i32) -> i32
  %3 = llvm.inline_asm "mov.b32 $0, $1;", "=r,r" %i {note = "old"} : (i32) -> i32
  llvm.return
}

// GENERIC: "llvm.inline_asm"(%p, %i) <{has_side_effects, asm_dialect = 0 : i64, operand_attrs = [{elementtype = i32}, {}], asm_string = "st.u32 $0, $1;", constraints = "=*m,r", tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr, i32) -> !llvm.void
// GENERIC: "llvm.inline_asm"() <{is_align_stack, tail_call_kind = #llvm.tailcallkind<tail>, asm_dialect = 1 : i64, asm_string = "nop", constraints = ""}> {note = "x"} : () -> ()
