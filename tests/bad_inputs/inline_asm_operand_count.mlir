// Three input constraints for two operands.
module {
  llvm.func @k(%a: i32, %b: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %r = llvm.inline_asm "mad.lo.s32 $0, $1, $2, $3;", "=r,r,r,r" %a, %b : (i32, i32) -> i32 // ERROR: inline asm has 2 operands for 3 input/indirect constraints
    llvm.store %r, %out : i32, !llvm.ptr
    llvm.return
  }
}
