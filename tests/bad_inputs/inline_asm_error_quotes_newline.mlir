// An inline asm error that quotes asm text with a newline: still one line of diagnostics.
llvm.func @k(%p: !llvm.ptr, %a: i32) attributes {nvvm.kernel} {
  %r = llvm.inline_asm has_side_effects "mov.u32 $0, $1;\0A\09add.u32 $0, $0, $-1;", "=r,r" %a : (i32) -> i32 // ERROR: 'llvm.inline_asm': inline asm text has a '$' that names no operand
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.return
}
