// An icmp predicate that is no predicate's name: the message says so, without the Python
// exception xDSL's parser raised.
llvm.func @k(%p: !llvm.ptr, %a: i32) attributes {nvvm.kernel} {
  %c = llvm.icmp "{q" %a, %a : i32 // ERROR: 'llvm.icmp': invalid operation: '{q' is not a valid
  %z = llvm.zext %c : i1 to i32
  llvm.store %z, %p : i32, !llvm.ptr
  llvm.return
}
