// A kernel cannot be variadic (PTX .entry has no vararg array).
llvm.func @k(%n: i32, ...) attributes {nvvm.kernel} { // ERROR: 'llvm.func'
  llvm.return
}
