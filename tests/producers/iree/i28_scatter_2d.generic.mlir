"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "scatter2d_dispatch_0_scatter_64x64xf16_dispatch_tensor_store", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %5 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %7 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    "llvm.intr.assume"(%4, %arg1, %3) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%4, %arg2, %3) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%4, %arg3, %3) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %10 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 2>}> : () -> i32
    %11 = "llvm.sext"(%10) : (i32) -> i64
    %12 = "llvm.trunc"(%11) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %13 = "llvm.mul"(%12, %6) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    "llvm.br"(%7)[^bb1] : (i32) -> ()
  ^bb1(%14: i32):  // 2 preds: ^bb0, ^bb2
    %15 = "llvm.icmp"(%14, %6) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%15)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %16 = "llvm.add"(%13, %14) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %17 = "llvm.zext"(%16) : (i32) -> i64
    %18 = "llvm.getelementptr"(%arg1, %17) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %19 = "llvm.load"(%18) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f16
    %20 = "llvm.mul"(%17, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %21 = "llvm.add"(%20, %9) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %22 = "llvm.getelementptr"(%arg2, %21) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %23 = "llvm.load"(%22) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %24 = "llvm.sext"(%23) : (i32) -> i64
    %25 = "llvm.mul"(%17, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %26 = "llvm.add"(%25, %8) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %27 = "llvm.getelementptr"(%arg2, %26) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %28 = "llvm.load"(%27) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %29 = "llvm.sext"(%28) : (i32) -> i64
    %30 = "llvm.mul"(%24, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %31 = "llvm.add"(%30, %29) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %32 = "llvm.getelementptr"(%arg3, %31) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%19, %32) <{ordering = 0 : i64}> : (f16, !llvm.ptr<1>) -> ()
    %33 = "llvm.add"(%14, %5) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%33)[^bb1] : (i32) -> ()
  ^bb3:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 64, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @scatter2d_dispatch_0_scatter_64x64xf16_dispatch_tensor_store, subgroup_size = 32 : i64, workgroup_size = array<i64: 64, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
