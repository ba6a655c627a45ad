// More kernel parameter bytes than any PTX ISA version allows (32764): check-param-space.
llvm.func @k(%out: !llvm.ptr, %s: !llvm.ptr {llvm.byval = !llvm.array<32760 x i8>, llvm.align = 4 : i64}) attributes {nvvm.kernel} { // ERROR: 'llvm.func'
  llvm.return
}
// ERROR-SOMEWHERE: kernel 'k' needs 32768 bytes of .param space
