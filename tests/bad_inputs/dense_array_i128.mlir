// An array<i128: ...> attribute, which xDSL 0.74 has no storage for.
llvm.func @k() attributes {nvvm.kernel, nvvm.reqntid = array<i128: 32, 1, 1>} { // ERROR: array<...> of this element type is not supported
  llvm.return
}
