"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "bint_dispatch_0_elementwise_128x256_i32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %4 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %6 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %7 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %8 = "llvm.mlir.constant"() <{value = dense<255> : vector<4xi32>}> : () -> vector<4xi32>
    %9 = "llvm.mlir.constant"() <{value = dense<7> : vector<4xi32>}> : () -> vector<4xi32>
    %10 = "llvm.mlir.constant"() <{value = dense<3> : vector<4xi32>}> : () -> vector<4xi32>
    %11 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %12 = "llvm.sext"(%11) : (i32) -> i64
    "llvm.intr.assume"(%3, %arg1, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%3, %arg2, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%3, %arg3, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %13 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 256>}> : () -> i32
    %14 = "llvm.sext"(%13) : (i32) -> i64
    %15 = "llvm.trunc"(%14) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %16 = "llvm.udiv"(%15, %7) : (i32, i32) -> i32
    %17 = "llvm.zext"(%16) : (i32) -> i64
    %18 = "llvm.urem"(%15, %7) : (i32, i32) -> i32
    %19 = "llvm.trunc"(%12) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %20 = "llvm.mul"(%19, %6) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %21 = "llvm.mul"(%18, %5) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %22 = "llvm.add"(%20, %21) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %23 = "llvm.zext"(%22) : (i32) -> i64
    %24 = "llvm.mul"(%17, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %25 = "llvm.add"(%24, %23) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %26 = "llvm.getelementptr"(%arg1, %25) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %27 = "llvm.load"(%26) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<4xi32>
    %28 = "llvm.getelementptr"(%arg2, %23) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %29 = "llvm.load"(%28) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<4xi32>
    %30 = "llvm.add"(%27, %29) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %31 = "llvm.ashr"(%30, %10) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %32 = "llvm.xor"(%31, %29) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %33 = "llvm.sdiv"(%32, %9) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %34 = "llvm.and"(%33, %8) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %35 = "llvm.intr.umin"(%34, %8) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %36 = "llvm.mul"(%17, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %37 = "llvm.add"(%36, %23) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %38 = "llvm.getelementptr"(%arg3, %37) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%35, %38) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xi32>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @bint_dispatch_0_elementwise_128x256_i32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 256 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
