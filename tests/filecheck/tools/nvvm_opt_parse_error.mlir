// RUN: not nvvm-opt %s 2>&1 | filecheck %s
// CHECK: nvvm_opt_parse_error.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: {{.+}}
// CHECK-NOT: Traceback
llvm.func @k(%x: i32) -> i32 { %y = llvm.add %x, : i32 llvm.return %y : i32 }
