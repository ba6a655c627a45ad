// Syntax errors in the custom forms of nvvm_xdsl/dialects/llvm_ext.py ops.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics | filecheck %s

llvm.func @switch_case_out_of_range(%x: i8) {
  llvm.switch %x : i8, ^bb1 [
    300: ^bb1
  ]
^bb1:
  llvm.return
}
// CHECK: case value 300 does not fit in i8

// -----

llvm.func @switch_on_float(%f: f32) {
  llvm.switch %f : f32, ^bb1 [
  ]
^bb1:
  llvm.return
}
// CHECK: switch value must be an integer, got f32

// -----

llvm.func @switch_operand_type_count(%x: i32) {
  llvm.switch %x : i32, ^bb1(%x, %x : i32) [
  ]
^bb1(%a: i32, %b: i32):
  llvm.return
}
// CHECK: expected 2 successor operand types, got 1

// -----

llvm.func @atomicrmw_unknown_op(%p: !llvm.ptr, %x: i32) {
  %0 = llvm.atomicrmw frobnicate %p, %x monotonic : !llvm.ptr, i32
  llvm.return
}
// CHECK: (atomicrmw operation)

// -----

llvm.func @fence_unknown_ordering() {
  llvm.fence relaxed
  llvm.return
}
// CHECK: (atomic ordering)
