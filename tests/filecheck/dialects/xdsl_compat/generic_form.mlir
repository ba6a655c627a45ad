// The generic form MLIR prints (mlir-opt --mlir-print-op-generic, IREE's output) for properties
// xDSL 0.74 declares differently or not at all.
// RUN: xdsl-opt %s --split-input-file | filecheck %s
// RUN: XDSL_ROUNDTRIP

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64, no_unwind, will_return, dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>}> ({
^bb0(%a: i32, %c: i64, %b: f32):
  %0 = "llvm.trunc"(%c) <{overflowFlags = #llvm.overflow<nsw>}> : (i64) -> i32
  %1 = "llvm.add"(%a, %a) <{overflowFlags = #llvm.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %2 = "llvm.mul"(%a, %a) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
  %3 = "llvm.fmul"(%b, %b) <{fastmathFlags = #llvm.fastmath<contract>}> : (f32, f32) -> f32
  %4 = "llvm.icmp"(%a, %a) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %5 = "llvm.fcmp"(%b, %b) <{fastmathFlags = #llvm.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
  "nvvm.barrier"() <{aligned, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) {nvvm.kernel} : () -> ()
// CHECK:      llvm.func @f(%a: i32, %c: i64, %b: f32) attributes {nvvm.kernel, will_return, dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind} {
// CHECK-NEXT:   llvm.trunc %c overflow<nsw> : i64 to i32
// CHECK-NEXT:   llvm.add %a, %a overflow<nsw, nuw> : i32
// CHECK-NEXT:   llvm.mul %a, %a : i32
// CHECK-NEXT:   llvm.fmul %b, %b {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NEXT:   llvm.icmp "slt" %a, %a : i32
// CHECK-NEXT:   llvm.fcmp "oeq" %b, %b : f32
// CHECK-NEXT:   nvvm.barrier {aligned}

// -----

"llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, dso_local, global_type = !llvm.array<128 x f32>, linkage = #llvm.linkage<internal>, sym_name = "tile", visibility_ = 0 : i64, tls_mode = 0 : i64}> ({
}) : () -> ()
llvm.mlir.global internal thread_local unnamed_addr @counter(-1 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
llvm.mlir.global linkonce_odr local_unnamed_addr constant @one(1 : i32) {addr_space = 1 : i32} : i32
llvm.func ptx_kernelcc @k() {
  llvm.return
}
// CHECK:      llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64, dso_local, {{.*}}tls_mode = 0 : i64} : !llvm.array<128 x f32>
// CHECK-NEXT: llvm.mlir.global internal thread_local unnamed_addr @counter(-1 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
// CHECK-NEXT: llvm.mlir.global linkonce_odr local_unnamed_addr constant @one(1 : i32) {addr_space = 1 : i32{{.*}}} : i32
// CHECK-NEXT: llvm.func ptx_kernelcc @k() {
