// A bare llvm.return in a function that returns f32.
llvm.func @f(%x: f32) -> f32 {
  llvm.return // ERROR: 'llvm.return'
}
