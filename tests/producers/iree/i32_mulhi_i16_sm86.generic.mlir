"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "mulhi_dispatch_0_reduction_64x256_i16xi32xi16xi1", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %5 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %9 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    %10 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %11 = "llvm.mlir.constant"() <{value = 32768 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = 32767 : i32}> : () -> i32
    %13 = "llvm.mlir.constant"() <{value = -32768 : i32}> : () -> i32
    %14 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %15 = "llvm.mlir.constant"() <{value = dense<0> : vector<1xi8>}> : () -> vector<1xi8>
    %16 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %17 = "llvm.sext"(%16) : (i32) -> i64
    "llvm.intr.assume"(%4, %arg1, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%4, %arg2, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%4, %arg3, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %18 = "llvm.mul"(%11, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %19 = "llvm.udiv"(%18, %3) : (i64, i64) -> i64
    %20 = "llvm.getelementptr"(%arg4, %19) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.intr.assume"(%4, %20, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %21 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 2>}> : () -> i32
    %22 = "llvm.sext"(%21) : (i32) -> i64
    %23 = "llvm.trunc"(%22) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %24 = "llvm.mul"(%23, %10) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %25 = "llvm.trunc"(%17) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %26 = "llvm.add"(%25, %24) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %27 = "llvm.zext"(%26) : (i32) -> i64
    %28 = "llvm.getelementptr"(%arg4, %19) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %29 = "llvm.getelementptr"(%28, %27) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%15, %29) <{alignment = 1 : i64, ordering = 0 : i64}> : (vector<1xi8>, !llvm.ptr<1>) -> ()
    "llvm.br"(%14)[^bb1] : (i32) -> ()
  ^bb1(%30: i32):  // 2 preds: ^bb0, ^bb4
    %31 = "llvm.icmp"(%30, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%31, %14)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2(%32: i32):  // 2 preds: ^bb1, ^bb3
    %33 = "llvm.icmp"(%32, %8) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%33)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // pred: ^bb2
    %34 = "llvm.add"(%30, %32) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %35 = "llvm.zext"(%34) : (i32) -> i64
    %36 = "llvm.mul"(%27, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %37 = "llvm.add"(%36, %35) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %38 = "llvm.getelementptr"(%arg1, %37) <{elem_type = i16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %39 = "llvm.load"(%38) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i16
    %40 = "llvm.getelementptr"(%arg2, %35) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %41 = "llvm.load"(%40) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %42 = "llvm.getelementptr"(%arg4, %19) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %43 = "llvm.getelementptr"(%42, %27) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %44 = "llvm.load"(%43) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i8
    %45 = "llvm.trunc"(%44) <{overflowFlags = 0 : i32}> : (i8) -> i1
    %46 = "llvm.sext"(%39) : (i16) -> i32
    %47 = "llvm.sext"(%46) : (i32) -> i64
    %48 = "llvm.sext"(%41) : (i32) -> i64
    %49 = "llvm.mul"(%47, %48) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %50 = "llvm.lshr"(%49, %2) : (i64, i64) -> i64
    %51 = "llvm.trunc"(%50) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %52 = "llvm.intr.smax"(%51, %13) : (i32, i32) -> i32
    %53 = "llvm.intr.smin"(%52, %12) : (i32, i32) -> i32
    %54 = "llvm.trunc"(%53) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %55 = "llvm.icmp"(%51, %14) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %56 = "llvm.or"(%45, %55) : (i1, i1) -> i1
    %57 = "llvm.zext"(%56) : (i1) -> i8
    %58 = "llvm.mul"(%27, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %59 = "llvm.add"(%58, %35) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %60 = "llvm.getelementptr"(%arg3, %59) <{elem_type = i16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%54, %60) <{ordering = 0 : i64}> : (i16, !llvm.ptr<1>) -> ()
    %61 = "llvm.getelementptr"(%arg4, %19) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %62 = "llvm.getelementptr"(%61, %27) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%57, %62) <{ordering = 0 : i64}> : (i8, !llvm.ptr<1>) -> ()
    %63 = "llvm.add"(%32, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%63)[^bb2] : (i32) -> ()
  ^bb4:  // pred: ^bb2
    %64 = "llvm.add"(%30, %8) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%64)[^bb1] : (i32) -> ()
  ^bb5:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @mulhi_dispatch_0_reduction_64x256_i16xi32xi16xi1, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
