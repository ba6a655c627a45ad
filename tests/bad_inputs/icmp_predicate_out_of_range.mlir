// A generic-form icmp whose predicate number is no predicate (0 to 9): xDSL keeps the integer
// unchecked and every pass that reads it indexes a table with it.
llvm.func @k(%p: !llvm.ptr, %a: i32) attributes {nvvm.kernel} {
  %c = "llvm.icmp"(%a, %a) <{predicate = 2147483648 : i64}> : (i32, i32) -> i1 // ERROR: 'llvm.icmp': 2147483648 is not a valid icmp predicate
  %z = llvm.zext %c : i1 to i32
  llvm.store %z, %p : i32, !llvm.ptr
  llvm.return
}
