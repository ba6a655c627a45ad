// A quote with no closing quote and a long tail on its line (xDSL's string pattern used to
// backtrack exponentially on it: a hang).
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel, "sym = abcdefghijklmnopqrstuvwxyz0123456789abcdefghij} { // ERROR-SOMEWHERE: closing string literal
  llvm.return
}
