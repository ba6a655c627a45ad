// nvvm.minctasm must be a positive integer.
llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 64>, nvvm.minctasm = 0 : i32} { // ERROR: nvvm.minctasm
  llvm.return
}
