// MLIR's `llvm.call`/`llvm.call_intrinsic` forms: operand bundles, call-site argument and result
// attributes (printed with the operands' own names), the explicit `none` tail kind; `llvm.alloca
// inalloca`; a global's attribute dictionary in name order.
// RUN: xdsl-opt %s | filecheck %s
// RUN: XDSL_ROUNDTRIP

llvm.func @callee(i32, !llvm.ptr) -> i32
llvm.func @f(%p: !llvm.ptr, %n: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %sum = llvm.add %n, %one : i32
  %t = llvm.mlir.constant(true) : i1
  %r = llvm.call none @callee(%sum, %p) ["tag"(%one, %p : i32, !llvm.ptr), "empty"()] : (i32 {llvm.signext}, !llvm.ptr {llvm.byval = i64}) -> (i32 {llvm.noundef})
  %s = llvm.call tail @callee(%sum, %p) [] : (i32, !llvm.ptr) -> i32
  llvm.call_intrinsic "llvm.assume"(%t) ["align"(%p, %one : !llvm.ptr, i32)] : (i1) -> ()
  %a = llvm.alloca inalloca %n x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %b = llvm.alloca %n x i32 {alignment = 0 : i64} : (i32) -> !llvm.ptr
  llvm.return %r : i32
}
llvm.mlir.global internal @g(0 : i32) {dso_local, alignment = 4 : i64, addr_space = 0 : i32} : i32

// CHECK:      %sum = llvm.add %n, %one : i32
// CHECK:      %r = llvm.call @callee(%sum, %p) ["tag"(%one, %p : i32, !llvm.ptr), "empty"()] : (i32 {llvm.signext}, !llvm.ptr {llvm.byval = i64}) -> (i32 {llvm.noundef})
// CHECK-NEXT: %s = llvm.call tail @callee(%sum, %p) : (i32, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.call_intrinsic "llvm.assume"(%t) ["align"(%p, %one : !llvm.ptr, i32)] : (i1) -> ()
// CHECK-NEXT: %a = llvm.alloca inalloca %n x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: %b = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
// CHECK:      llvm.mlir.global internal @g(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
