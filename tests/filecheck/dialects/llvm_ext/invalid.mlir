// Verifier rules of nvvm_xdsl/dialects/llvm_ext.py, one rule per split.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

llvm.func @addrspacecast_same_space(%p: !llvm.ptr<1>) {
  %0 = llvm.addrspacecast %p : !llvm.ptr<1> to !llvm.ptr<1>
  llvm.return
}
// CHECK: source and result address spaces must differ (both are 1)

// -----

llvm.func @addrspacecast_generic_default_space(%p: !llvm.ptr) {
  %0 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<0>
  llvm.return
}
// CHECK: source and result address spaces must differ (both are 0)

// -----

llvm.func @addrspacecast_from_int(%x: i64) {
  %0 = llvm.addrspacecast %x : i64 to !llvm.ptr<1>
  llvm.return
}
// CHECK: operand must be a pointer or a vector of pointers, got i64

// -----

llvm.func @fptosi_from_int(%x: i32) {
  %0 = llvm.fptosi %x : i32 to i32
  llvm.return
}
// CHECK: operand must be a floating-point type or a vector of them, got i32

// -----

llvm.func @fptoui_to_float(%f: f32) {
  %0 = llvm.fptoui %f : f32 to f64
  llvm.return
}
// CHECK: result must be a signless integer or a vector of them, got f64

// -----

llvm.func @uitofp_from_float(%f: f32) {
  %0 = llvm.uitofp %f : f32 to f64
  llvm.return
}
// CHECK: operand must be a signless integer or a vector of them, got f32

// -----

llvm.func @cast_shape_mismatch(%v: vector<2xf32>) {
  %0 = llvm.fptosi %v : vector<2xf32> to vector<4xi32>
  llvm.return
}
// CHECK: operand and result must both be scalars or vectors of the same shape

// -----

llvm.func @extractelement_wrong_result(%v: vector<4xf32>, %i: i32) {
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> f64
  llvm.return
}
// CHECK: result 'res' at position 0 does not verify
// CHECK: attribute f32 expected from variable 'ELEMENT', but got f64

// -----

llvm.func @freeze_type_change(%x: i32) {
  %0 = "llvm.freeze"(%x) : (i32) -> i64
  llvm.return
}
// CHECK: result 'res' at position 0 does not verify
// CHECK: attribute i32 expected from variable 'T', but got i64

// -----

llvm.func @switch_case_count(%x: i32) {
  "llvm.switch"(%x) [^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// CHECK: expects number of case values (2) to match number of case destinations (1)

// -----

llvm.func @switch_case_value_type(%x: i32) {
  "llvm.switch"(%x) [^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// CHECK: case values have type i64 but the switch value has type i32

// -----

llvm.func @switch_segment_count(%x: i32) {
  "llvm.switch"(%x) [^bb1, ^bb2] <{case_operand_segments = array<i32>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// CHECK: expects one case operand segment per case destination (1), got 0

// -----

llvm.func @switch_segment_sum(%x: i32) {
  "llvm.switch"(%x, %x) [^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// CHECK: case_operand_segments do not add up to the number of case operands

// -----

llvm.func @switch_branch_weights(%x: i32) {
  llvm.switch %x : i32, ^bb1 [
    1: ^bb2
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// CHECK: expects number of branch weights (3) to match number of successors (2)

// -----

llvm.func @switch_default_operands(%x: i32) {
  llvm.switch %x : i32, ^bb1 [
  ]
^bb1(%a: i32):
  llvm.return
}
// CHECK: default destination operand types () do not match its block argument types (i32)

// -----

llvm.func @switch_case_operands(%x: i32, %f: f32) {
  llvm.switch %x : i32, ^bb1 [
    4: ^bb2(%f : f32)
  ]
^bb1:
  llvm.return
^bb2(%a: i32):
  llvm.return
}
// CHECK: case #0 destination operand types (f32) do not match its block argument types (i32)

// -----

llvm.func @atomicrmw_float_op_on_int(%p: !llvm.ptr, %x: i32) {
  %0 = llvm.atomicrmw fadd %p, %x monotonic : !llvm.ptr, i32
  llvm.return
}
// CHECK: 'fadd' expects a floating-point value, got i32

// -----

llvm.func @atomicrmw_int_op_on_float(%p: !llvm.ptr, %f: f32) {
  %0 = llvm.atomicrmw add %p, %f monotonic : !llvm.ptr, f32
  llvm.return
}
// CHECK: 'add' expects an i8, i16, i32 or i64 value, got f32

// -----

llvm.func @atomicrmw_odd_width(%p: !llvm.ptr, %x: i7) {
  %0 = llvm.atomicrmw max %p, %x monotonic : !llvm.ptr, i7
  llvm.return
}
// CHECK: 'max' expects an i8, i16, i32 or i64 value, got i7

// -----

llvm.func @atomicrmw_xchg_type(%p: !llvm.ptr, %v: vector<2xi32>) {
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, vector<2xi32>
  llvm.return
}
// CHECK: unexpected type vector<2xi32> for 'xchg' bin_op

// -----

llvm.func @atomicrmw_unordered(%p: !llvm.ptr, %x: i32) {
  %0 = llvm.atomicrmw add %p, %x unordered : !llvm.ptr, i32
  llvm.return
}
// CHECK: expected at least 'monotonic' ordering, got 'unordered'

// -----

llvm.func @atomicrmw_bad_bin_op(%p: !llvm.ptr, %x: i32) {
  %0 = "llvm.atomicrmw"(%p, %x) <{bin_op = 99 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
  llvm.return
}
// CHECK: invalid atomic bin_op value 99

// -----

llvm.func @atomicrmw_bad_ordering(%p: !llvm.ptr, %x: i32) {
  %0 = "llvm.atomicrmw"(%p, %x) <{bin_op = 1 : i64, ordering = 3 : i64}> : (!llvm.ptr, i32) -> i32
  llvm.return
}
// CHECK: invalid atomic ordering value 3

// -----

llvm.func @atomicrmw_result_type(%p: !llvm.ptr, %x: i32) {
  %0 = "llvm.atomicrmw"(%p, %x) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i64
  llvm.return
}
// CHECK: result type i64 must match the value type i32

// -----

llvm.func @atomicrmw_alignment(%p: !llvm.ptr, %x: i32) {
  %0 = llvm.atomicrmw add %p, %x monotonic {alignment = 3 : i64} : !llvm.ptr, i32
  llvm.return
}
// CHECK: alignment must be a positive power of two, got 3

// -----

llvm.func @cmpxchg_operand_types(%p: !llvm.ptr, %x: i32, %y: i64) {
  %0 = "llvm.cmpxchg"(%p, %x, %y) <{success_ordering = 2 : i64, failure_ordering = 2 : i64}> : (!llvm.ptr, i32, i64) -> !llvm.struct<(i64, i1)>
  llvm.return
}
// CHECK: compared value type i32 must match the new value type i64

// -----

llvm.func @cmpxchg_float(%p: !llvm.ptr, %f: f32) {
  %0 = llvm.cmpxchg %p, %f, %f monotonic monotonic : !llvm.ptr, f32
  llvm.return
}
// CHECK: expected an i8, i16, i32, i64, i128 or pointer value, got f32

// -----

llvm.func @cmpxchg_result_type(%p: !llvm.ptr, %x: i32) {
  %0 = "llvm.cmpxchg"(%p, %x, %x) <{success_ordering = 2 : i64, failure_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}
// CHECK: result type must be !llvm.struct<(i32, i1)>, got !llvm.struct<(i32, i32)>

// -----

llvm.func @cmpxchg_weak_ordering(%p: !llvm.ptr, %x: i32) {
  %0 = llvm.cmpxchg %p, %x, %x unordered monotonic : !llvm.ptr, i32
  llvm.return
}
// CHECK: orderings must be at least 'monotonic'

// -----

llvm.func @cmpxchg_failure_release(%p: !llvm.ptr, %x: i32) {
  %0 = llvm.cmpxchg %p, %x, %x acq_rel release : !llvm.ptr, i32
  llvm.return
}
// CHECK: failure ordering cannot be 'release' or 'acq_rel', got 'release'

// -----

llvm.func @fence_monotonic() {
  llvm.fence monotonic
  llvm.return
}
// CHECK: can be given only acquire, release, acq_rel, and seq_cst orderings, got 'monotonic'

// -----

llvm.func @va_arg_not_pointer(%x: i64) {
  %0 = "llvm.va_arg"(%x) : (i64) -> i32
  llvm.return
}
// CHECK: operand 'arg' at position 0 does not verify

// -----

llvm.func @vastart_not_variadic(%list: !llvm.ptr) {
  llvm.intr.vastart %list : !llvm.ptr
  llvm.return
}
// CHECK: llvm.intr.vastart in non-variadic function @vastart_not_variadic

// -----

llvm.func @memcpy_length_not_int(%p: !llvm.ptr) {
  "llvm.intr.memcpy"(%p, %p, %p) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
// CHECK: operand 'len' at position 2 does not verify

// -----

llvm.func @memcpy_missing_volatile(%p: !llvm.ptr, %n: i64) {
  "llvm.intr.memcpy"(%p, %p, %n) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}
// CHECK: property 'isVolatile' expected

// -----

llvm.func @memset_value_not_i8(%p: !llvm.ptr, %v: i32, %n: i64) {
  "llvm.intr.memset"(%p, %v, %n) <{isVolatile = false}> : (!llvm.ptr, i32, i64) -> ()
  llvm.return
}
// CHECK: operand 'val' at position 1 does not verify

// -----

llvm.func @smax_mixed_types(%x: i32, %y: i64) {
  %0 = llvm.intr.smax(%x, %y) : (i32, i64) -> i32
  llvm.return
}
// CHECK: attribute i32 expected from variable 'T', but got i64

// -----

llvm.func @ctlz_float(%f: f32) {
  %0 = "llvm.intr.ctlz"(%f) <{is_zero_poison = false}> : (f32) -> f32
  llvm.return
}
// CHECK: operand 'in_' at position 0 does not verify

// -----

llvm.func @abs_flag_not_i1(%x: i32) {
  %0 = "llvm.intr.abs"(%x) <{is_int_min_poison = 1 : i32}> : (i32) -> i32
  llvm.return
}
// CHECK: Expected attribute i1 but got i32
