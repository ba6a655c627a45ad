// Verifier rule of llvm.inline_asm (nvvm_xdsl/dialects/llvm_ext.py InlineAsmOp).
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

llvm.func @operand_attrs_count(%i: i32) {
  llvm.inline_asm operand_attrs = [{}, {}, {}] "x", "r,r" %i, %i : (i32, i32) -> ()
  llvm.return
}
// CHECK: operand_attrs has 3 entries for 2 operands
