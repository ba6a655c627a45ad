// An atomic_rmw kind PTX has no single atomic for (muli) is a located error, nothing rewritten.
// RUN: not nvvm-opt %s -p finalize-memref-to-llvm 2>&1 | filecheck %s

func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  %a = "memref.atomic_rmw"(%v, %m, %i) <{kind = 13 : i64}> : (i32, memref<4xi32>, index) -> i32
  func.return
}
// CHECK: atomic_invalid.mlir:5:3: error: {{.*}}memref.atomic_rmw muli has no single PTX atomic
// CHECK-NOT: Traceback
