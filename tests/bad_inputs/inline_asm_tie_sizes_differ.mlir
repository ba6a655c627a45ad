// An i64 input tied ("0") to an i32 output: a tie needs values of one size.
module {
  llvm.func @k(%x: i64, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %r = llvm.inline_asm "add.s32 $0, $0, 1;", "=r,0" %x : (i64) -> i32 // ERROR: i64 cannot be tied to output $0 of type i32
    llvm.store %r, %out : i32, !llvm.ptr
    llvm.return
  }
}
