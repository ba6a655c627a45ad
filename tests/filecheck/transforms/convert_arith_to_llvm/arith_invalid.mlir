// Ops MLIR expands before converting are rejected at the op, nothing rewritten.
// RUN: not nvvm-opt %s -p convert-arith-to-llvm 2>&1 | filecheck %s
func.func @g(%a: i32, %b: i32) -> i32 {
  %c = arith.ceildivsi %a, %b : i32
  func.return %c : i32
}

// CHECK: error: {{.*}}arith.ceildivsi has no llvm counterpart; run arith-expand first
// CHECK-NOT: Traceback
