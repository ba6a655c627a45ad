"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "bits_dispatch_0_elementwise_65536_i32xi64", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %4 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %5 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %6 = "llvm.mlir.constant"() <{value = dense<32> : vector<4xi32>}> : () -> vector<4xi32>
    %7 = "llvm.mlir.constant"() <{value = dense<32> : vector<4xi64>}> : () -> vector<4xi64>
    %8 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %9 = "llvm.sext"(%8) : (i32) -> i64
    "llvm.intr.assume"(%3, %arg1, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%3, %arg2, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %10 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 512>}> : () -> i32
    %11 = "llvm.sext"(%10) : (i32) -> i64
    %12 = "llvm.trunc"(%9) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %13 = "llvm.mul"(%12, %5) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %14 = "llvm.trunc"(%11) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %15 = "llvm.mul"(%14, %4) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %16 = "llvm.add"(%13, %15) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %17 = "llvm.zext"(%16) : (i32) -> i64
    %18 = "llvm.getelementptr"(%arg1, %17) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %19 = "llvm.load"(%18) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<4xi32>
    %20 = "llvm.intr.ctpop"(%19) : (vector<4xi32>) -> vector<4xi32>
    %21 = "llvm.intr.ctlz"(%19) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
    %22 = "llvm.intr.cttz"(%19) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
    %23 = "llvm.shl"(%19, %20) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %24 = "llvm.sub"(%6, %20) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %25 = "llvm.lshr"(%19, %24) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %26 = "llvm.or"(%23, %25) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %27 = "llvm.mul"(%21, %22) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %28 = "llvm.xor"(%26, %27) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %29 = "llvm.zext"(%28) : (vector<4xi32>) -> vector<4xi64>
    %30 = "llvm.zext"(%20) : (vector<4xi32>) -> vector<4xi64>
    %31 = "llvm.shl"(%30, %7) <{overflowFlags = 0 : i32}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %32 = "llvm.or"(%29, %31) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %33 = "llvm.getelementptr"(%arg2, %17) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%32, %33) <{alignment = 8 : i64, ordering = 0 : i64}> : (vector<4xi64>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @bits_dispatch_0_elementwise_65536_i32xi64, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 512 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
