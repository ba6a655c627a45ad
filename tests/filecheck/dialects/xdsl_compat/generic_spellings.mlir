// Property spellings of MLIR versions other than 22 in generic form (llvm_ods.normalise_generic):
// the attribute form of overflow flags, MLIR 19's `inbounds`, an integer in the attribute
// dictionary, a bool where our op has a unit (MLIR 24's nvvm.barrier), fastmath flags on
// fptrunc (newer than the MLIR 22 table), defaults dropped as MLIR's custom form drops them;
// `!llvm.ptr<0>` is `!llvm.ptr`.
// RUN: nvvm-opt %s -t mlir | filecheck %s
// RUN: %if ptxas %{ nvvm-opt --sm 80 %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

llvm.func @k(%v: i32, %w: i64, %f: f32, %p: !llvm.ptr<0>, %q: !llvm.ptr) attributes {nvvm.kernel} {
  "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "nvvm.barrier"() <{aligned = false, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  %0 = "llvm.trunc"(%w) <{overflowFlags = #llvm.overflow<none>}> : (i64) -> i32
  %1 = "llvm.fptrunc"(%f) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f16
  %2 = "llvm.trunc"(%w) {overflowFlags = 3 : i64} : (i64) -> i32
  %3 = "llvm.getelementptr"(%p) <{elem_type = f32, inbounds, rawConstantIndices = array<i32: 4>}> : (!llvm.ptr) -> !llvm.ptr
  %4 = "llvm.add"(%0, %2) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
  "llvm.store"(%4, %3) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
  "llvm.store"(%1, %q) <{ordering = 0 : i64}> : (f16, !llvm.ptr<0>) -> ()
  llvm.return
}
// CHECK:      llvm.func @k(%v: i32, %w: i64, %f: f32, %p: !llvm.ptr, %q: !llvm.ptr)
// CHECK-NEXT:   nvvm.barrier {aligned}
// CHECK-NEXT:   nvvm.barrier{{$}}
// CHECK-NEXT:   %0 = llvm.trunc %w : i64 to i32
// CHECK-NEXT:   %1 = llvm.fptrunc %f : f32 to f16
// CHECK-NEXT:   %2 = llvm.trunc %w overflow<nsw, nuw> : i64 to i32
// CHECK-NEXT:   %3 = llvm.getelementptr inbounds %p[4] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:   %4 = llvm.add %0, %2 overflow<nsw> : i32
// CHECK-NEXT:   llvm.store %4, %3 : i32, !llvm.ptr
// CHECK-NEXT:   llvm.store %1, %q : f16, !llvm.ptr
