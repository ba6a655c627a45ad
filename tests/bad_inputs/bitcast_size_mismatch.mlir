// A bitcast from 32 to 64 bits (selection printed a mov ptxas rejects).
llvm.func @k(%p: !llvm.ptr, %a: i32) attributes {nvvm.kernel} {
  %d = llvm.bitcast %a : i32 to f64 // ERROR: 'llvm.bitcast': operand and result sizes differ
  llvm.store %d, %p : f64, !llvm.ptr
  llvm.return
}
