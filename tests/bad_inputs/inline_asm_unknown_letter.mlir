// An inline asm input constraint with a letter LLVM's NVPTX does not know ('x').
module {
  llvm.func @k(%x: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %r = llvm.inline_asm "mov.b32 $0, $1;", "=r,x" %x : (i32) -> i32 // ERROR: inline asm operand $1: unknown constraint letter 'x'
    llvm.store %r, %out : i32, !llvm.ptr
    llvm.return
  }
}
