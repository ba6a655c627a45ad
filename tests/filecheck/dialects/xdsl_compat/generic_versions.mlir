// Generic-form storage of MLIR versions other than 19 and 22 (the mlir_gpu_tests captures have
// those): MLIR 17's `operand_segment_sizes`; `llvm.call` as MLIR 21 and newer store it
// (`arg_attrs`/`res_attrs` properties, `op_bundle_sizes`, `var_callee_type`) with MLIR 23's
// `targetMem0/1` memory effects. Each prints as mlir-opt-22 prints it (the CHECK lines are its
// printing of this file, SSA names aside), call-site attributes in the type list; and compiles.
// RUN: nvvm-opt %s -t mlir | filecheck %s
// RUN: nvvm-opt %s -t mlir | nvvm-opt -t mlir | filecheck %s
// RUN: %if ptxas %{ nvvm-opt --sm 80 %s -o %t.ptx && %ptxas -c -arch=sm_80 %t.ptx -o /dev/null %}

"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr)>, linkage = #llvm.linkage<external>, sym_name = "ext", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "vprintf2", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.noundef}, {llvm.noundef}, {}], function_type = !llvm.func<void (ptr, i64, i32)>, linkage = #llvm.linkage<external>, no_unwind, sym_name = "k", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32):
    "nvvm.barrier"(%arg2, %arg2) {operand_segment_sizes = array<i32: 1, 1>} : (i32, i32) -> ()
    "nvvm.barrier"(%arg2) <{operand_segment_sizes = array<i32: 1, 0>}> : (i32) -> ()
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, arg_attrs = [{llvm.nonnull, llvm.noundef}], callee = @ext, fastmathFlags = #llvm.fastmath<none>, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, res_attrs = [{llvm.noundef}], will_return}> : (!llvm.ptr) -> i32
    %2 = "llvm.call"(%arg0, %0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vprintf2, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, i32) -> i32
    %3 = "llvm.trunc"(%arg1) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %4 = "llvm.add"(%3, %1) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %5 = "llvm.add"(%4, %2) : (i32, i32) -> i32
    "llvm.store"(%5, %arg0) <{alignment = 4 : i64, ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:      llvm.func @ext(!llvm.ptr) -> i32
// CHECK-NEXT: llvm.func @vprintf2(!llvm.ptr, ...) -> i32
// CHECK-NEXT: llvm.func @k(%{{.*}}: !llvm.ptr {llvm.noundef}, %{{.*}}: i64 {llvm.noundef}, %[[N:.*]]: i32) attributes {no_unwind} {
// CHECK-NEXT:   nvvm.barrier id = %[[N]] number_of_threads = %[[N]]{{$}}
// CHECK-NEXT:   nvvm.barrier id = %[[N]]{{$}}
// CHECK-NEXT:   %{{.*}} = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %{{.*}} = llvm.call tail @ext(%{{.*}}) {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, will_return} : (!llvm.ptr {llvm.nonnull, llvm.noundef}) -> (i32 {llvm.noundef})
// CHECK-NEXT:   %{{.*}} = llvm.call @vprintf2(%{{.*}}, %{{.*}}) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:   %{{.*}} = llvm.trunc %{{.*}} : i64 to i32
// CHECK-NEXT:   %{{.*}} = llvm.add %{{.*}}, %{{.*}} overflow<nsw> : i32
