// An op of a dialect nobody registered inside device code is refused at the op (only host code
// may hold such ops).

// RUN: not nvvm-opt %s -o /dev/null 2>&1 | filecheck %s

llvm.func @k() attributes {nvvm.kernel} {
  "cuda.mystery"() : () -> ()
  llvm.return
}
// CHECK: device_code_invalid.mlir:7:3: error: {{.*}}'cuda.mystery' belongs to a dialect nvvm-opt does not know
