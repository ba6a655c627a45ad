"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 4 : i64, global_type = !llvm.array<34 x i32>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "argmax_dispatch_0_reduction_64x256_i32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %3 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %5 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %6 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %8 = "llvm.getelementptr"(%5, %6, %7) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %9 = "llvm.mlir.constant"() <{value = dense<-2147483648> : vector<1xi32>}> : () -> vector<1xi32>
    %10 = "llvm.mlir.constant"() <{value = dense<0> : vector<1xi32>}> : () -> vector<1xi32>
    %11 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %12 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %13 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    %14 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %15 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %16 = "llvm.getelementptr"(%8) <{elem_type = !llvm.array<34 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %17 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %18 = "llvm.sext"(%17) : (i32) -> i64
    "llvm.intr.assume"(%2, %arg1, %4) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%2, %arg2, %4) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %19 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 2>}> : () -> i32
    %20 = "llvm.sext"(%19) : (i32) -> i64
    %21 = "llvm.getelementptr"(%16, %18) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%9, %21) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xi32>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %22 = "llvm.trunc"(%20) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %23 = "llvm.mul"(%22, %11) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %24 = "llvm.trunc"(%18) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %25 = "llvm.add"(%24, %23) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %26 = "llvm.zext"(%25) : (i32) -> i64
    %27 = "llvm.getelementptr"(%arg2, %26) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%10, %27) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xi32>, !llvm.ptr<1>) -> ()
    "llvm.br"(%12)[^bb1] : (i32) -> ()
  ^bb1(%28: i32):  // 2 preds: ^bb0, ^bb4
    %29 = "llvm.icmp"(%28, %13) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%29, %12)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2(%30: i32):  // 2 preds: ^bb1, ^bb3
    %31 = "llvm.icmp"(%30, %14) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%31)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // pred: ^bb2
    %32 = "llvm.add"(%28, %30) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %33 = "llvm.zext"(%32) : (i32) -> i64
    %34 = "llvm.mul"(%26, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %35 = "llvm.add"(%34, %33) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %36 = "llvm.getelementptr"(%arg1, %35) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %37 = "llvm.load"(%36) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %38 = "llvm.getelementptr"(%16, %18) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %39 = "llvm.load"(%38) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> i32
    %40 = "llvm.getelementptr"(%arg2, %26) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %41 = "llvm.load"(%40) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %42 = "llvm.icmp"(%37, %39) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %43 = "llvm.intr.smax"(%37, %39) : (i32, i32) -> i32
    %44 = "llvm.select"(%42, %32, %41) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %45 = "llvm.getelementptr"(%16, %18) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%43, %45) <{ordering = 0 : i64}> : (i32, !llvm.ptr<3>) -> ()
    %46 = "llvm.getelementptr"(%arg2, %26) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%44, %46) <{ordering = 0 : i64}> : (i32, !llvm.ptr<1>) -> ()
    %47 = "llvm.add"(%30, %15) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%47)[^bb2] : (i32) -> ()
  ^bb4:  // pred: ^bb2
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %48 = "llvm.add"(%28, %14) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%48)[^bb1] : (i32) -> ()
  ^bb5:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @argmax_dispatch_0_reduction_64x256_i32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
