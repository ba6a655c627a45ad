// An 'n' (immediate) constraint given a run-time value instead of a constant.
module {
  llvm.func @k(%p: !llvm.ptr<3>, %q: !llvm.ptr<1>, %size: i32) attributes {nvvm.kernel} {
    llvm.inline_asm has_side_effects "cp.async.ca.shared.global [$0], [$1], $2;", "r,l,n" %p, %q, %size : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void // ERROR: inline asm operand $2: constraint 'n' needs an integer constant
    llvm.return
  }
}
