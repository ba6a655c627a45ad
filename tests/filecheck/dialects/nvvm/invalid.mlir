// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

llvm.func @ldparam_from_generic(%p: !llvm.ptr) {
  %0 = nvvm.ldparam %p[0] : !llvm.ptr -> i32
  llvm.return
}
// CHECK: nvvm.ldparam: the pointer must be !llvm.ptr<101>, got !llvm.ptr

// -----

llvm.func @ldparam_aggregate(%p: !llvm.ptr<101>) {
  %0 = nvvm.ldparam %p[0] : !llvm.ptr<101> -> !llvm.struct<(i32, i32)>
  llvm.return
}
// CHECK: nvvm.ldparam loads scalars; split !llvm.struct<(i32, i32)> into its fields first

// -----

llvm.func @ldparam_negative(%p: !llvm.ptr<101>) {
  %0 = "nvvm.ldparam"(%p) <{offset = -4 : i64}> : (!llvm.ptr<101>) -> i32
  llvm.return
}
// CHECK: nvvm.ldparam: negative offset -4

// -----

llvm.func @param_to_generic_from_global(%p: !llvm.ptr<1>) {
  %0 = nvvm.cvt.param.to.generic %p : !llvm.ptr<1> to !llvm.ptr
  llvm.return
}
// CHECK: nvvm.cvt.param.to.generic: the source must be !llvm.ptr<101>, got !llvm.ptr<1>

// -----

llvm.func @param_to_global_wrong_result(%p: !llvm.ptr<101>) {
  %0 = nvvm.cvt.param.to.global %p : !llvm.ptr<101> to !llvm.ptr<3>
  llvm.return
}
// CHECK: nvvm.cvt.param.to.global: the result must be !llvm.ptr<1>, got !llvm.ptr<3>

// -----

llvm.func @generic_to_as_from_specific(%p: !llvm.ptr<3>) {
  %0 = nvvm.cvt.generic.to.as %p : !llvm.ptr<3> to !llvm.ptr<1>
  llvm.return
}
// CHECK: nvvm.cvt.generic.to.as: the source must be !llvm.ptr, got !llvm.ptr<3>

// -----

llvm.func @generic_to_param(%p: !llvm.ptr) {
  %0 = nvvm.cvt.generic.to.as %p : !llvm.ptr to !llvm.ptr<101>
  llvm.return
}
// CHECK: nvvm.cvt.generic.to.as: the result must be a global, shared, const or local pointer, got !llvm.ptr<101>

// -----

llvm.func @split_scalar(%x: i32) {
  %0 = "nvvm.split.struct"(%x) : (i32) -> i32
  llvm.return
}
// CHECK: nvvm.split.struct: i32 is not a struct or array

// -----

llvm.func @split_wrong_leaves(%s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0:2 = "nvvm.split.struct"(%s) : (!llvm.struct<(i32, array<2 x f32>)>) -> (i32, f32)
  llvm.return
}
// CHECK: nvvm.split.struct: leaf types (i32, f32) do not match the flattened !llvm.struct<(i32, array<2 x f32>)>: (i32, f32, f32)

// -----

llvm.func @vararg_base_not_variadic() {
  %0 = nvvm.vararg.base : !llvm.ptr<5>
  llvm.return
}
// CHECK: nvvm.vararg.base must be inside a variadic llvm.func

// -----

llvm.func @vararg_base_wrong_space(%a: i32, ...) {
  %0 = nvvm.vararg.base : !llvm.ptr
  llvm.return
}
// CHECK: nvvm.vararg.base: the result must be !llvm.ptr<5>, got !llvm.ptr

// -----

llvm.func @barrier_reduction_without_result(%p: i32) {
  "nvvm.barrier"(%p) <{reductionOp = #nvvm.reduction<popc>, operandSegmentSizes = array<i32: 0, 0, 1>}> : (i32) -> ()
  llvm.return
}
// CHECK: a barrier reduction needs the reduction kind, its predicate and an i32 result

// -----

llvm.func @barrier_result_without_reduction(%p: i32) {
  %0 = "nvvm.barrier"(%p) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (i32) -> i32
  llvm.return
}
// CHECK: a barrier reduction needs the reduction kind, its predicate and an i32 result

// -----

llvm.func @sreg_wrong_type() {
  %0 = nvvm.read.ptx.sreg.tid.x : i64
  llvm.return
}
// CHECK: Expected attribute i32 but got i64
