"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "absdiff_dispatch_0_elementwise_131072_i8", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %4 = "llvm.mlir.constant"() <{value = 512 : i32}> : () -> i32
    %5 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %6 = "llvm.mlir.constant"() <{value = dense<1> : vector<16xi8>}> : () -> vector<16xi8>
    %7 = "llvm.mlir.constant"() <{value = dense<-56> : vector<16xi8>}> : () -> vector<16xi8>
    %8 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %9 = "llvm.sext"(%8) : (i32) -> i64
    "llvm.intr.assume"(%3, %arg1, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%3, %arg2, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%3, %arg3, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %10 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 256>}> : () -> i32
    %11 = "llvm.sext"(%10) : (i32) -> i64
    %12 = "llvm.trunc"(%9) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %13 = "llvm.mul"(%12, %5) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %14 = "llvm.trunc"(%11) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %15 = "llvm.mul"(%14, %4) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %16 = "llvm.add"(%13, %15) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %17 = "llvm.zext"(%16) : (i32) -> i64
    %18 = "llvm.getelementptr"(%arg1, %17) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %19 = "llvm.load"(%18) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %20 = "llvm.getelementptr"(%arg2, %17) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %21 = "llvm.load"(%20) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %22 = "llvm.intr.umax"(%19, %21) : (vector<16xi8>, vector<16xi8>) -> vector<16xi8>
    %23 = "llvm.intr.umin"(%19, %21) : (vector<16xi8>, vector<16xi8>) -> vector<16xi8>
    %24 = "llvm.sub"(%22, %23) <{overflowFlags = 0 : i32}> : (vector<16xi8>, vector<16xi8>) -> vector<16xi8>
    %25 = "llvm.lshr"(%24, %6) : (vector<16xi8>, vector<16xi8>) -> vector<16xi8>
    %26 = "llvm.add"(%25, %24) <{overflowFlags = 0 : i32}> : (vector<16xi8>, vector<16xi8>) -> vector<16xi8>
    %27 = "llvm.intr.umin"(%26, %7) : (vector<16xi8>, vector<16xi8>) -> vector<16xi8>
    %28 = "llvm.getelementptr"(%arg3, %17) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%27, %28) <{alignment = 1 : i64, ordering = 0 : i64}> : (vector<16xi8>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @absdiff_dispatch_0_elementwise_131072_i8, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 256 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
