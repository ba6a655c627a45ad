"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "max_pool_dispatch_0_conv_32x32x32x2x2_f32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 1024 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %4 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = 2048 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %9 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %11 = "llvm.mlir.constant"() <{value = dense<0xFF800000> : vector<1xf32>}> : () -> vector<1xf32>
    %12 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %13 = "llvm.sext"(%12) : (i32) -> i64
    "llvm.intr.assume"(%3, %arg1, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%3, %arg2, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %14 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
    %15 = "llvm.sext"(%14) : (i32) -> i64
    %16 = "llvm.trunc"(%15) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %17 = "llvm.udiv"(%16, %10) : (i32, i32) -> i32
    %18 = "llvm.zext"(%17) : (i32) -> i64
    %19 = "llvm.urem"(%16, %10) : (i32, i32) -> i32
    %20 = "llvm.zext"(%19) : (i32) -> i64
    %21 = "llvm.mul"(%18, %2) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %22 = "llvm.mul"(%20, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %23 = "llvm.add"(%21, %22) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %24 = "llvm.add"(%23, %13) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %25 = "llvm.getelementptr"(%arg2, %24) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%11, %25) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<1>) -> ()
    %26 = "llvm.mul"(%17, %8) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %27 = "llvm.mul"(%19, %8) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    "llvm.br"(%9)[^bb1] : (i32) -> ()
  ^bb1(%28: i32):  // 2 preds: ^bb0, ^bb5
    %29 = "llvm.icmp"(%28, %8) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%29)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %30 = "llvm.add"(%26, %28) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %31 = "llvm.zext"(%30) : (i32) -> i64
    "llvm.br"(%9)[^bb3] : (i32) -> ()
  ^bb3(%32: i32):  // 2 preds: ^bb2, ^bb4
    %33 = "llvm.icmp"(%32, %8) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%33)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %34 = "llvm.add"(%27, %32) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %35 = "llvm.zext"(%34) : (i32) -> i64
    %36 = "llvm.mul"(%31, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %37 = "llvm.mul"(%35, %4) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %38 = "llvm.add"(%36, %37) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %39 = "llvm.add"(%38, %13) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %40 = "llvm.getelementptr"(%arg1, %39) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %41 = "llvm.load"(%40) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %42 = "llvm.mul"(%18, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %43 = "llvm.mul"(%20, %4) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %44 = "llvm.add"(%42, %43) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %45 = "llvm.add"(%44, %13) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %46 = "llvm.getelementptr"(%arg2, %45) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %47 = "llvm.load"(%46) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %48 = "llvm.intr.maximum"(%47, %41) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %49 = "llvm.mul"(%18, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %50 = "llvm.mul"(%20, %4) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %51 = "llvm.add"(%49, %50) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %52 = "llvm.add"(%51, %13) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %53 = "llvm.getelementptr"(%arg2, %52) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%48, %53) <{ordering = 0 : i64}> : (f32, !llvm.ptr<1>) -> ()
    %54 = "llvm.add"(%32, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%54)[^bb3] : (i32) -> ()
  ^bb5:  // pred: ^bb3
    %55 = "llvm.add"(%28, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%55)[^bb1] : (i32) -> ()
  ^bb6:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @max_pool_dispatch_0_conv_32x32x32x2x2_f32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
