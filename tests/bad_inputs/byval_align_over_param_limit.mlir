// A byval argument is passed as a .param array, whose alignment ptxas caps at 128 bytes;
// llvm.align asks for 2^31 (fuzzer seed 49, mutant 148: an unlocated error from the PTX dialect).
llvm.func @k(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 2147483648 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} { // ERROR: 'llvm.func': argument 0: a byval argument with llvm.align 2147483648
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
