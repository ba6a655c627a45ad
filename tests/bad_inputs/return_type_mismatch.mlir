// llvm.return of an i64 from a function declared to return i32.
llvm.func @f(%a: i64) -> i32 {
  llvm.return %a : i64 // ERROR: 'llvm.return'
}
