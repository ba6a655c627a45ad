// nvvm.maxntid with four dimensions (at most three are allowed).
llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 32, 2, 2, 2>} { // ERROR: maxntid
  llvm.return
}
