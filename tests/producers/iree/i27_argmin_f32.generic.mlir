"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "argmin_dispatch_0_reduction_96x512_f32xf32xi64", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %5 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %8 = "llvm.mlir.constant"() <{value = 512 : i32}> : () -> i32
    %9 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %11 = "llvm.mlir.constant"() <{value = 384 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = dense<0x7F800000> : vector<1xf32>}> : () -> vector<1xf32>
    %13 = "llvm.mlir.constant"() <{value = dense<0> : vector<1xi64>}> : () -> vector<1xi64>
    %14 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %15 = "llvm.sext"(%14) : (i32) -> i64
    "llvm.intr.assume"(%4, %arg1, %3) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%4, %arg2, %3) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %16 = "llvm.mul"(%11, %2) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %17 = "llvm.udiv"(%16, %3) : (i64, i64) -> i64
    %18 = "llvm.getelementptr"(%arg3, %17) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.intr.assume"(%4, %18, %3) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %19 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 3>}> : () -> i32
    %20 = "llvm.sext"(%19) : (i32) -> i64
    %21 = "llvm.trunc"(%20) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %22 = "llvm.mul"(%21, %10) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %23 = "llvm.trunc"(%15) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %24 = "llvm.add"(%23, %22) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %25 = "llvm.zext"(%24) : (i32) -> i64
    %26 = "llvm.getelementptr"(%arg2, %25) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%12, %26) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<1>) -> ()
    %27 = "llvm.getelementptr"(%arg3, %17) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %28 = "llvm.getelementptr"(%27, %25) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%13, %28) <{alignment = 8 : i64, ordering = 0 : i64}> : (vector<1xi64>, !llvm.ptr<1>) -> ()
    "llvm.br"(%9)[^bb1] : (i32) -> ()
  ^bb1(%29: i32):  // 2 preds: ^bb0, ^bb4
    %30 = "llvm.icmp"(%29, %8) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%30, %9)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2(%31: i32):  // 2 preds: ^bb1, ^bb3
    %32 = "llvm.icmp"(%31, %7) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%32)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // pred: ^bb2
    %33 = "llvm.add"(%29, %31) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %34 = "llvm.zext"(%33) : (i32) -> i64
    %35 = "llvm.mul"(%25, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %36 = "llvm.add"(%35, %34) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %37 = "llvm.getelementptr"(%arg1, %36) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %38 = "llvm.load"(%37) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %39 = "llvm.getelementptr"(%arg2, %25) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %40 = "llvm.load"(%39) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %41 = "llvm.getelementptr"(%arg3, %17) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %42 = "llvm.getelementptr"(%41, %25) <{elem_type = i64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %43 = "llvm.load"(%42) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i64
    %44 = "llvm.fcmp"(%38, %40) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %45 = "llvm.select"(%44, %38, %40) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
    %46 = "llvm.select"(%44, %34, %43) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i64, i64) -> i64
    %47 = "llvm.getelementptr"(%arg2, %25) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%45, %47) <{ordering = 0 : i64}> : (f32, !llvm.ptr<1>) -> ()
    %48 = "llvm.getelementptr"(%arg3, %17) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %49 = "llvm.getelementptr"(%48, %25) <{elem_type = i64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%46, %49) <{ordering = 0 : i64}> : (i64, !llvm.ptr<1>) -> ()
    %50 = "llvm.add"(%31, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%50)[^bb2] : (i32) -> ()
  ^bb4:  // pred: ^bb2
    %51 = "llvm.add"(%29, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%51)[^bb1] : (i32) -> ()
  ^bb5:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @argmin_dispatch_0_reduction_96x512_f32xf32xi64, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
