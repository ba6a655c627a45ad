// An op's syntax goes on past its line: `llvm.return` then `%n` on the next line is
// `llvm.return %n`, which lacks its `: type`. The caching parser has seen a bare `llvm.return`
// line before, yet must read this one as xDSL does (both routes: the same message).
llvm.func @f() {
  llvm.return
}
llvm.func @k(%n: i32) attributes {nvvm.kernel} {
  llvm.return
  %n
} // ERROR: Expected ':'
