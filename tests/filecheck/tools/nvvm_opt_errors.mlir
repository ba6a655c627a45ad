// Every error from nvvm-opt is one `file:line:col: error:` line, exit status 1, no traceback.

// RUN: not nvvm-opt %s -p convert-llvm-to-ptx 2>&1 | filecheck %s --check-prefix=VERIFY
// VERIFY: nvvm_opt_errors.mlir:[[# @LINE + 6]]:3: error: 'nvvm.cvt.param.to.generic' does not verify: nvvm.cvt.param.to.generic: the result must be !llvm.ptr, got !llvm.ptr<1>
// VERIFY-NOT: Traceback

// RUN: not nvvm-opt %s -p 'lower-struct-args{no-such-option=1}' 2>&1 | filecheck %s --check-prefix=OPTION
// OPTION: nvvm-opt: error: Provided arguments ["no_such_option"] not found
llvm.func @k(%s: !llvm.ptr<101>) {
  %0 = nvvm.cvt.param.to.generic %s : !llvm.ptr<101> to !llvm.ptr<1>
  llvm.return
}
