"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "cumsum_dispatch_0_scan_32x1024xi32_dispatch_tensor_store", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %1 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %3 = "llvm.mlir.constant"() <{value = 1024 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 1024 : i32}> : () -> i32
    %5 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %7 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    "llvm.intr.assume"(%2, %arg1, %1) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%2, %arg2, %1) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.br"(%7)[^bb1] : (i32) -> ()
  ^bb1(%8: i32):  // 2 preds: ^bb0, ^bb8
    %9 = "llvm.icmp"(%8, %6) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%9)[^bb2, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %10 = "llvm.zext"(%8) : (i32) -> i64
    "llvm.br"(%7)[^bb3] : (i32) -> ()
  ^bb3(%11: i32):  // 2 preds: ^bb2, ^bb7
    %12 = "llvm.icmp"(%11, %4) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%12)[^bb4, ^bb8] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %13 = "llvm.zext"(%11) : (i32) -> i64
    %14 = "llvm.icmp"(%11, %7) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%14)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb5:  // pred: ^bb4
    %15 = "llvm.mul"(%10, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %16 = "llvm.add"(%15, %13) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %17 = "llvm.getelementptr"(%arg1, %16) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %18 = "llvm.load"(%17) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %19 = "llvm.mul"(%10, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %20 = "llvm.add"(%19, %13) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %21 = "llvm.getelementptr"(%arg2, %20) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%18, %21) <{ordering = 0 : i64}> : (i32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb7] : () -> ()
  ^bb6:  // pred: ^bb4
    %22 = "llvm.sub"(%11, %5) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %23 = "llvm.sext"(%22) : (i32) -> i64
    %24 = "llvm.mul"(%10, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %25 = "llvm.add"(%24, %23) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %26 = "llvm.getelementptr"(%arg2, %25) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %27 = "llvm.load"(%26) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %28 = "llvm.mul"(%10, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %29 = "llvm.add"(%28, %13) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %30 = "llvm.getelementptr"(%arg1, %29) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %31 = "llvm.load"(%30) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %32 = "llvm.add"(%27, %31) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %33 = "llvm.mul"(%10, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %34 = "llvm.add"(%33, %13) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %35 = "llvm.getelementptr"(%arg2, %34) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%32, %35) <{ordering = 0 : i64}> : (i32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb7] : () -> ()
  ^bb7:  // 2 preds: ^bb5, ^bb6
    %36 = "llvm.add"(%11, %5) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%36)[^bb3] : (i32) -> ()
  ^bb8:  // pred: ^bb3
    %37 = "llvm.add"(%8, %5) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%37)[^bb1] : (i32) -> ()
  ^bb9:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 64, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @cumsum_dispatch_0_scan_32x1024xi32_dispatch_tensor_store, subgroup_size = 32 : i64, workgroup_size = array<i64: 64, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %0, %0) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
