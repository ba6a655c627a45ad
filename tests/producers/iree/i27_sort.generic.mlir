"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "sort_dispatch_0_sort_16x256xf32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %1 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %3 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 255 : i32}> : () -> i32
    %5 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    %7 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %9 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %10 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
    %11 = "llvm.sext"(%10) : (i32) -> i64
    "llvm.intr.assume"(%2, %arg1, %1) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%2, %arg2, %1) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %12 = "llvm.trunc"(%11) <{overflowFlags = 0 : i32}> : (i64) -> i32
    "llvm.br"(%12)[^bb1] : (i32) -> ()
  ^bb1(%13: i32):  // 2 preds: ^bb0, ^bb7
    %14 = "llvm.icmp"(%13, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%14)[^bb2, ^bb8] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %15 = "llvm.zext"(%13) : (i32) -> i64
    "llvm.br"(%7)[^bb3] : (i32) -> ()
  ^bb3(%16: i32):  // 2 preds: ^bb2, ^bb6
    %17 = "llvm.icmp"(%16, %6) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%17, %7)[^bb4, ^bb7] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb4(%18: i32):  // 2 preds: ^bb3, ^bb5
    %19 = "llvm.icmp"(%18, %4) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%19)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb5:  // pred: ^bb4
    %20 = "llvm.zext"(%18) : (i32) -> i64
    %21 = "llvm.add"(%18, %5) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %22 = "llvm.zext"(%21) : (i32) -> i64
    %23 = "llvm.mul"(%15, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %24 = "llvm.add"(%23, %20) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %25 = "llvm.getelementptr"(%arg1, %24) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %26 = "llvm.load"(%25) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %27 = "llvm.mul"(%15, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %28 = "llvm.add"(%27, %22) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %29 = "llvm.getelementptr"(%arg1, %28) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %30 = "llvm.load"(%29) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %31 = "llvm.mul"(%15, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %32 = "llvm.add"(%31, %20) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %33 = "llvm.getelementptr"(%arg2, %32) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %34 = "llvm.load"(%33) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %35 = "llvm.mul"(%15, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %36 = "llvm.add"(%35, %22) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %37 = "llvm.getelementptr"(%arg2, %36) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %38 = "llvm.load"(%37) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %39 = "llvm.fcmp"(%26, %30) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %40 = "llvm.select"(%39, %26, %30) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
    %41 = "llvm.select"(%39, %30, %26) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
    %42 = "llvm.mul"(%15, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %43 = "llvm.add"(%42, %20) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %44 = "llvm.getelementptr"(%arg1, %43) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%40, %44) <{ordering = 0 : i64}> : (f32, !llvm.ptr<1>) -> ()
    %45 = "llvm.mul"(%15, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %46 = "llvm.add"(%45, %22) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %47 = "llvm.getelementptr"(%arg1, %46) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%41, %47) <{ordering = 0 : i64}> : (f32, !llvm.ptr<1>) -> ()
    %48 = "llvm.select"(%39, %34, %38) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %49 = "llvm.select"(%39, %38, %34) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %50 = "llvm.mul"(%15, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %51 = "llvm.add"(%50, %20) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %52 = "llvm.getelementptr"(%arg2, %51) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%48, %52) <{ordering = 0 : i64}> : (i32, !llvm.ptr<1>) -> ()
    %53 = "llvm.mul"(%15, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %54 = "llvm.add"(%53, %22) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %55 = "llvm.getelementptr"(%arg2, %54) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%49, %55) <{ordering = 0 : i64}> : (i32, !llvm.ptr<1>) -> ()
    "llvm.br"(%21)[^bb4] : (i32) -> ()
  ^bb6:  // pred: ^bb4
    %56 = "llvm.add"(%16, %5) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%56)[^bb3] : (i32) -> ()
  ^bb7:  // pred: ^bb3
    %57 = "llvm.add"(%13, %8) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%57)[^bb1] : (i32) -> ()
  ^bb8:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 64, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @sort_dispatch_0_sort_16x256xf32, subgroup_size = 32 : i64, workgroup_size = array<i64: 64, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %0, %0) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
