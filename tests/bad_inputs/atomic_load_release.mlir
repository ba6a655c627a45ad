// An atomic load cannot release (LangRef; MLIR's verifier: "unsupported ordering"), and PTX has
// no `ld.release`: ptxas rejected the PTX (fuzzer seed 58, mutant 896).
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr<1> -> i32 // ERROR: 'llvm.load': unsupported ordering 'release' on an atomic load
  llvm.store %v, %p : i32, !llvm.ptr<1>
  llvm.return
}
