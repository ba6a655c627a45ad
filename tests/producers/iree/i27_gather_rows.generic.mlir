"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "gather_dispatch_0_elementwise_broadcast_256x128_i64xf32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.poison"() : () -> vector<4xi64>
    %3 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "llvm.mlir.poison"() : () -> vector<4xi32>
    %5 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %7 = "llvm.mlir.constant"() <{value = dense<16> : vector<4xi32>}> : () -> vector<4xi32>
    %8 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %10 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<4xbf16>}> : () -> vector<4xbf16>
    %11 = "llvm.mlir.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %12 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %13 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %14 = "llvm.sext"(%13) : (i32) -> i64
    "llvm.intr.assume"(%6, %arg1, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%6, %arg2, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%6, %arg3, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %15 = "llvm.intr.stepvector"() : () -> vector<4xi64>
    %16 = "llvm.trunc"(%14) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %17 = "llvm.mul"(%16, %9) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %18 = "llvm.insertelement"(%4, %17, %3) : (vector<4xi32>, i32, i32) -> vector<4xi32>
    %19 = "llvm.shufflevector"(%18, %4) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %20 = "llvm.trunc"(%15) <{overflowFlags = 0 : i32}> : (vector<4xi64>) -> vector<4xi32>
    %21 = "llvm.add"(%19, %20) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %22 = "llvm.zext"(%21) : (vector<4xi32>) -> vector<4xi64>
    %23 = "llvm.zext"(%17) : (i32) -> i64
    %24 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 256>}> : () -> i32
    %25 = "llvm.sext"(%24) : (i32) -> i64
    %26 = "llvm.getelementptr"(%arg2, %25) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %27 = "llvm.load"(%26) <{alignment = 8 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xi64>
    %28 = "llvm.extractelement"(%27, %12) : (vector<1xi64>, i64) -> i64
    %29 = "llvm.mul"(%28, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %30 = "llvm.insertelement"(%2, %29, %3) : (vector<4xi64>, i64, i32) -> vector<4xi64>
    %31 = "llvm.shufflevector"(%30, %2) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %32 = "llvm.add"(%22, %31) <{overflowFlags = 0 : i32}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %33 = "llvm.mul"(%12, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %34 = "llvm.add"(%33, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %35 = "llvm.getelementptr"(%arg1, %34) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %36 = "llvm.getelementptr"(%35, %32) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, vector<4xi64>) -> vector<4x!llvm.ptr<1>>
    %37 = "llvm.intr.masked.gather"(%36, %11, %10) <{alignment = 2 : i64}> : (vector<4x!llvm.ptr<1>>, vector<4xi1>, vector<4xbf16>) -> vector<4xbf16>
    %38 = "llvm.bitcast"(%37) : (vector<4xbf16>) -> vector<4xi16>
    %39 = "llvm.zext"(%38) : (vector<4xi16>) -> vector<4xi32>
    %40 = "llvm.shl"(%39, %7) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %41 = "llvm.bitcast"(%40) : (vector<4xi32>) -> vector<4xf32>
    %42 = "llvm.mul"(%25, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %43 = "llvm.add"(%42, %23) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %44 = "llvm.getelementptr"(%arg3, %43) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%41, %44) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @gather_dispatch_0_elementwise_broadcast_256x128_i64xf32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 256 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
