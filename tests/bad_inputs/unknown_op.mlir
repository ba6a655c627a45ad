// An op name no registered dialect defines.
llvm.func @k(%a: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %r = llvm.frobnicate %a : i32 // ERROR: llvm.frobnicate
  llvm.return
}
