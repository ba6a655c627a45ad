// Inline PTX assembly with register constraints (=r,r,r) and a side-effecting asm without results.
module {
  llvm.func @asm(%a: i32, %b: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %s = llvm.inline_asm "add.s32 $0, $1, $2;", "=r,r,r" %a, %b : (i32, i32) -> i32
    llvm.inline_asm has_side_effects "membar.gl;", "" : () -> ()
    llvm.store %s, %out : i32, !llvm.ptr
    llvm.return
  }
}
