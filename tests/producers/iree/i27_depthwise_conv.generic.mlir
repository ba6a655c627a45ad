"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "dwconv_dispatch_0_conv_16x16x32x3x3_f32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 96 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %6 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 1056 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %9 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %10 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %11 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %12 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %13 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %14 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %15 = "llvm.sext"(%14) : (i32) -> i64
    "llvm.intr.assume"(%5, %arg1, %4) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%5, %arg2, %4) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%5, %arg3, %4) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %16 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 256>}> : () -> i32
    %17 = "llvm.sext"(%16) : (i32) -> i64
    %18 = "llvm.trunc"(%17) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %19 = "llvm.udiv"(%18, %12) : (i32, i32) -> i32
    %20 = "llvm.zext"(%19) : (i32) -> i64
    %21 = "llvm.urem"(%18, %12) : (i32, i32) -> i32
    %22 = "llvm.zext"(%21) : (i32) -> i64
    %23 = "llvm.mul"(%20, %2) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %24 = "llvm.mul"(%22, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %25 = "llvm.add"(%23, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %26 = "llvm.add"(%25, %15) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %27 = "llvm.getelementptr"(%arg3, %26) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%13, %27) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<1>) -> ()
    %28 = "llvm.mul"(%19, %8) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %29 = "llvm.mul"(%21, %8) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    "llvm.br"(%11)[^bb1] : (i32) -> ()
  ^bb1(%30: i32):  // 2 preds: ^bb0, ^bb5
    %31 = "llvm.icmp"(%30, %10) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%31)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %32 = "llvm.zext"(%30) : (i32) -> i64
    %33 = "llvm.add"(%28, %30) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %34 = "llvm.zext"(%33) : (i32) -> i64
    "llvm.br"(%11)[^bb3] : (i32) -> ()
  ^bb3(%35: i32):  // 2 preds: ^bb2, ^bb4
    %36 = "llvm.icmp"(%35, %10) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%36)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %37 = "llvm.zext"(%35) : (i32) -> i64
    %38 = "llvm.add"(%29, %35) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %39 = "llvm.zext"(%38) : (i32) -> i64
    %40 = "llvm.mul"(%34, %7) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %41 = "llvm.mul"(%39, %6) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %42 = "llvm.add"(%40, %41) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %43 = "llvm.add"(%42, %15) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %44 = "llvm.getelementptr"(%arg1, %43) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %45 = "llvm.load"(%44) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %46 = "llvm.mul"(%32, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %47 = "llvm.mul"(%37, %6) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %48 = "llvm.add"(%46, %47) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %49 = "llvm.add"(%48, %15) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %50 = "llvm.getelementptr"(%arg2, %49) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %51 = "llvm.load"(%50) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %52 = "llvm.mul"(%20, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %53 = "llvm.mul"(%22, %6) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %54 = "llvm.add"(%52, %53) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %55 = "llvm.add"(%54, %15) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %56 = "llvm.getelementptr"(%arg3, %55) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %57 = "llvm.load"(%56) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %58 = "llvm.fmul"(%45, %51) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %59 = "llvm.fadd"(%57, %58) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %60 = "llvm.mul"(%20, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %61 = "llvm.mul"(%22, %6) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %62 = "llvm.add"(%60, %61) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %63 = "llvm.add"(%62, %15) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %64 = "llvm.getelementptr"(%arg3, %63) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%59, %64) <{ordering = 0 : i64}> : (f32, !llvm.ptr<1>) -> ()
    %65 = "llvm.add"(%35, %9) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%65)[^bb3] : (i32) -> ()
  ^bb5:  // pred: ^bb3
    %66 = "llvm.add"(%30, %9) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%66)[^bb1] : (i32) -> ()
  ^bb6:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @dwconv_dispatch_0_conv_16x16x32x3x3_f32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 256 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
