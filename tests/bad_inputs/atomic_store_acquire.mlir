// An atomic store cannot acquire (LangRef; MLIR's verifier: "unsupported ordering"); PTX has no
// `st.acquire`.
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.store %c, %p atomic acq_rel {alignment = 4 : i64} : i32, !llvm.ptr<1> // ERROR: 'llvm.store': unsupported ordering 'acq_rel' on an atomic store
  llvm.return
}
