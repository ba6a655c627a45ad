"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "scatter_add_dispatch_0_scatter_1000x64xf32_dispatch_tensor_store", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %1 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %2 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %4 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "llvm.mlir.constant"() <{value = 200 : i32}> : () -> i32
    %6 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    "llvm.intr.assume"(%1, %arg1, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%1, %arg2, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%1, %arg3, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.br"(%6)[^bb1] : (i32) -> ()
  ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb5
    %8 = "llvm.icmp"(%7, %5) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%8)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %9 = "llvm.zext"(%7) : (i32) -> i64
    "llvm.br"(%6)[^bb3] : (i32) -> ()
  ^bb3(%10: i32):  // 2 preds: ^bb2, ^bb4
    %11 = "llvm.icmp"(%10, %3) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%11)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %12 = "llvm.zext"(%10) : (i32) -> i64
    %13 = "llvm.mul"(%9, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %14 = "llvm.add"(%13, %12) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %15 = "llvm.getelementptr"(%arg1, %14) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %16 = "llvm.load"(%15) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %17 = "llvm.getelementptr"(%arg2, %9) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %18 = "llvm.load"(%17) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %19 = "llvm.sext"(%18) : (i32) -> i64
    %20 = "llvm.mul"(%19, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %21 = "llvm.add"(%20, %12) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %22 = "llvm.getelementptr"(%arg3, %21) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %23 = "llvm.load"(%22) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %24 = "llvm.fadd"(%16, %23) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %25 = "llvm.mul"(%19, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %26 = "llvm.add"(%25, %12) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %27 = "llvm.getelementptr"(%arg3, %26) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%24, %27) <{ordering = 0 : i64}> : (f32, !llvm.ptr<1>) -> ()
    %28 = "llvm.add"(%10, %4) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%28)[^bb3] : (i32) -> ()
  ^bb5:  // pred: ^bb3
    %29 = "llvm.add"(%7, %4) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%29)[^bb1] : (i32) -> ()
  ^bb6:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 1, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @scatter_add_dispatch_0_scatter_1000x64xf32_dispatch_tensor_store, workgroup_size = array<i64: 1, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %0, %0) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
