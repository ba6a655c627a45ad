"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "gather_dispatch_0_elementwise_broadcast_256x32_i32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.poison"() : () -> vector<4xi64>
    %3 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "llvm.mlir.poison"() : () -> vector<4xi32>
    %5 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %7 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %9 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %10 = "llvm.mlir.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %11 = "llvm.mlir.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %12 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %13 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %14 = "llvm.sext"(%13) : (i32) -> i64
    "llvm.intr.assume"(%6, %arg1, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%6, %arg2, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%6, %arg3, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %15 = "llvm.trunc"(%14) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %16 = "llvm.udiv"(%15, %9) : (i32, i32) -> i32
    %17 = "llvm.urem"(%15, %9) : (i32, i32) -> i32
    %18 = "llvm.intr.stepvector"() : () -> vector<4xi64>
    %19 = "llvm.mul"(%17, %8) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %20 = "llvm.insertelement"(%4, %19, %3) : (vector<4xi32>, i32, i32) -> vector<4xi32>
    %21 = "llvm.shufflevector"(%20, %4) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %22 = "llvm.trunc"(%18) <{overflowFlags = 0 : i32}> : (vector<4xi64>) -> vector<4xi32>
    %23 = "llvm.add"(%21, %22) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %24 = "llvm.zext"(%23) : (vector<4xi32>) -> vector<4xi64>
    %25 = "llvm.zext"(%19) : (i32) -> i64
    %26 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
    %27 = "llvm.sext"(%26) : (i32) -> i64
    %28 = "llvm.trunc"(%27) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %29 = "llvm.mul"(%28, %8) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %30 = "llvm.add"(%16, %29) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %31 = "llvm.zext"(%30) : (i32) -> i64
    %32 = "llvm.getelementptr"(%arg2, %31) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %33 = "llvm.load"(%32) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xi32>
    %34 = "llvm.extractelement"(%33, %12) : (vector<1xi32>, i64) -> i32
    %35 = "llvm.sext"(%34) : (i32) -> i64
    %36 = "llvm.mul"(%35, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %37 = "llvm.insertelement"(%2, %36, %3) : (vector<4xi64>, i64, i32) -> vector<4xi64>
    %38 = "llvm.shufflevector"(%37, %2) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %39 = "llvm.add"(%24, %38) <{overflowFlags = 0 : i32}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %40 = "llvm.mul"(%12, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %41 = "llvm.add"(%40, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %42 = "llvm.getelementptr"(%arg1, %41) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %43 = "llvm.getelementptr"(%42, %39) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, vector<4xi64>) -> vector<4x!llvm.ptr<1>>
    %44 = "llvm.intr.masked.gather"(%43, %11, %10) <{alignment = 4 : i64}> : (vector<4x!llvm.ptr<1>>, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
    %45 = "llvm.extractelement"(%33, %12) : (vector<1xi32>, i64) -> i32
    %46 = "llvm.insertelement"(%4, %45, %3) : (vector<4xi32>, i32, i32) -> vector<4xi32>
    %47 = "llvm.shufflevector"(%46, %4) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %48 = "llvm.add"(%44, %47) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %49 = "llvm.mul"(%31, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %50 = "llvm.add"(%49, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %51 = "llvm.getelementptr"(%arg3, %50) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%48, %51) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xi32>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @gather_dispatch_0_elementwise_broadcast_256x32_i32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
