// An input tied to "$1" of an asm with a single output.
module {
  llvm.func @k(%x: f32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %r = llvm.inline_asm "add.f32 $0, $0, $0;", "=f,1" %x : (f32) -> f32 // ERROR: inline asm operand $1: tied to $1, which is not an output register
    llvm.store %r, %out : f32, !llvm.ptr
    llvm.return
  }
}
