// A kernel with a non-void result (.entry functions cannot return values).
llvm.func @k(%a: i32) -> i32 attributes {nvvm.kernel} { // ERROR: 'llvm.func'
  llvm.return %a : i32
}
