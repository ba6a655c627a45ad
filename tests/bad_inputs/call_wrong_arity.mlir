// A direct call passing one argument to a function that takes two.
module {
  llvm.func @add2(%a: i32, %b: i32) -> i32 {
    %r = llvm.add %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @k(%a: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %r = llvm.call @add2(%a) : (i32) -> i32 // ERROR: 'llvm.call'
    llvm.store %r, %out : i32, !llvm.ptr
    llvm.return
  }
}
