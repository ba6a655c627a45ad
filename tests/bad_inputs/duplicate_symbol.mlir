// Two functions with the same name.
// ERROR-SOMEWHERE: Redefinition of symbol
module {
  llvm.func @f() {
    llvm.return
  }
  llvm.func @f() {
    llvm.return
  }
}
