"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<36 x f16>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "argmax_f16_dispatch_0_reduction_32x512_f16xf16xi32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %1 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %3 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %4 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %5 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %7 = "llvm.getelementptr"(%4, %5, %6) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %8 = "llvm.mlir.constant"() <{value = dense<0> : vector<1xi32>}> : () -> vector<1xi32>
    %9 = "llvm.mlir.constant"() <{value = dense<0xFC00> : vector<1xf16>}> : () -> vector<1xf16>
    %10 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "llvm.mlir.constant"() <{value = 512 : i32}> : () -> i32
    %12 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %13 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %14 = "llvm.getelementptr"(%7) <{elem_type = !llvm.array<36 x f16>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %15 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %16 = "llvm.sext"(%15) : (i32) -> i64
    "llvm.intr.assume"(%2, %arg1, %1) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%2, %arg2, %1) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %17 = "llvm.getelementptr"(%14, %16) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%9, %17) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %18 = "llvm.getelementptr"(%arg2, %16) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%8, %18) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xi32>, !llvm.ptr<1>) -> ()
    "llvm.br"(%10)[^bb1] : (i32) -> ()
  ^bb1(%19: i32):  // 2 preds: ^bb0, ^bb5
    %20 = "llvm.icmp"(%19, %11) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%20)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.br"(%10)[^bb3] : (i32) -> ()
  ^bb3(%21: i32):  // 2 preds: ^bb2, ^bb4
    %22 = "llvm.icmp"(%21, %12) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%22)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %23 = "llvm.add"(%19, %21) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %24 = "llvm.zext"(%23) : (i32) -> i64
    %25 = "llvm.mul"(%16, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %26 = "llvm.add"(%25, %24) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %27 = "llvm.getelementptr"(%arg1, %26) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %28 = "llvm.load"(%27) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f16
    %29 = "llvm.getelementptr"(%14, %16) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %30 = "llvm.load"(%29) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f16
    %31 = "llvm.getelementptr"(%arg2, %16) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %32 = "llvm.load"(%31) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %33 = "llvm.fcmp"(%28, %30) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %34 = "llvm.select"(%33, %28, %30) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f16, f16) -> f16
    %35 = "llvm.select"(%33, %23, %32) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %36 = "llvm.getelementptr"(%14, %16) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%34, %36) <{ordering = 0 : i64}> : (f16, !llvm.ptr<3>) -> ()
    %37 = "llvm.getelementptr"(%arg2, %16) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%35, %37) <{ordering = 0 : i64}> : (i32, !llvm.ptr<1>) -> ()
    %38 = "llvm.add"(%21, %13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%38)[^bb3] : (i32) -> ()
  ^bb5:  // pred: ^bb3
    %39 = "llvm.add"(%19, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%39)[^bb1] : (i32) -> ()
  ^bb6:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @argmax_f16_dispatch_0_reduction_32x512_f16xf16xi32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %0, %0) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
