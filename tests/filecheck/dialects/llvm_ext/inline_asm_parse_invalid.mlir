// Syntax errors in llvm.inline_asm's custom form (nvvm_xdsl/dialects/llvm_ext.py InlineAsmOp).
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics | filecheck %s

llvm.func @bad_dialect(%i: i32) {
  llvm.inline_asm asm_dialect = arm "x", "r" %i : (i32) -> ()
  llvm.return
}
// CHECK: expected 'att' or 'intel' after 'asm_dialect =', got 'arm'

// -----

llvm.func @two_results(%i: i32) {
  %0, %1 = llvm.inline_asm "x", "=r,=r" : () -> (i32, i32)
  llvm.return
}
// CHECK: llvm.inline_asm has at most one result (a struct for several outputs)
