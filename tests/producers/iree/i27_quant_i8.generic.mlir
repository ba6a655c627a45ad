"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "requant_dispatch_0_reduction_64x512_i8xi32xi32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.poison"() : () -> vector<1xi8>
    %3 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    %4 = "llvm.mlir.poison"() : () -> vector<16xi32>
    %5 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %6 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 127 : i32}> : () -> i32
    %9 = "llvm.mlir.constant"() <{value = -128 : i32}> : () -> i32
    %10 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %11 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    %12 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %13 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %14 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %15 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %16 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %17 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %18 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %19 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %20 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %21 = "llvm.sext"(%20) : (i32) -> i64
    "llvm.intr.assume"(%5, %arg1, %7) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%5, %arg2, %7) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%5, %arg3, %7) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %22 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
    %23 = "llvm.sext"(%22) : (i32) -> i64
    %24 = "llvm.getelementptr"(%arg2, %23) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %25 = "llvm.load"(%24) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xi32>
    %26 = "llvm.trunc"(%21) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %27 = "llvm.mul"(%26, %13) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %28 = "llvm.zext"(%27) : (i32) -> i64
    %29 = "llvm.mul"(%23, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %30 = "llvm.add"(%29, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %31 = "llvm.getelementptr"(%arg1, %30) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %32 = "llvm.load"(%31) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %33 = "llvm.extractelement"(%25, %19) : (vector<1xi32>, i64) -> i32
    %34 = "llvm.insertelement"(%4, %33, %12) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %35 = "llvm.shufflevector"(%34, %4) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %36 = "llvm.sext"(%32) : (vector<16xi8>) -> vector<16xi32>
    %37 = "llvm.sub"(%36, %35) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %38 = "llvm.intr.vector.reduce.add"(%37) : (vector<16xi32>) -> i32
    %39 = "llvm.add"(%38, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %40 = "llvm.sub"(%17, %17) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %41 = "llvm.lshr"(%3, %40) : (i32, i32) -> i32
    %42 = "llvm.sub"(%17, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %43 = "nvvm.shfl.sync"(%41, %39, %18, %42) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %44 = "llvm.add"(%39, %43) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %45 = "llvm.sub"(%17, %17) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %46 = "llvm.lshr"(%3, %45) : (i32, i32) -> i32
    %47 = "llvm.sub"(%17, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %48 = "nvvm.shfl.sync"(%46, %44, %16, %47) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %49 = "llvm.add"(%44, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %50 = "llvm.sub"(%17, %17) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %51 = "llvm.lshr"(%3, %50) : (i32, i32) -> i32
    %52 = "llvm.sub"(%17, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %53 = "nvvm.shfl.sync"(%51, %49, %15, %52) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %54 = "llvm.add"(%49, %53) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %55 = "llvm.sub"(%17, %17) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %56 = "llvm.lshr"(%3, %55) : (i32, i32) -> i32
    %57 = "llvm.sub"(%17, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %58 = "nvvm.shfl.sync"(%56, %54, %14, %57) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %59 = "llvm.add"(%54, %58) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %60 = "llvm.sub"(%17, %17) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %61 = "llvm.lshr"(%3, %60) : (i32, i32) -> i32
    %62 = "llvm.sub"(%17, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %63 = "nvvm.shfl.sync"(%61, %59, %13, %62) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %64 = "llvm.add"(%59, %63) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %65 = "llvm.add"(%64, %11) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %66 = "llvm.ashr"(%65, %10) : (i32, i32) -> i32
    %67 = "llvm.intr.smax"(%66, %9) : (i32, i32) -> i32
    %68 = "llvm.intr.smin"(%67, %8) : (i32, i32) -> i32
    %69 = "llvm.trunc"(%68) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %70 = "llvm.insertelement"(%2, %69, %12) : (vector<1xi8>, i8, i32) -> vector<1xi8>
    %71 = "llvm.icmp"(%26, %12) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%71)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %72 = "llvm.getelementptr"(%arg3, %23) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%70, %72) <{alignment = 1 : i64, ordering = 0 : i64}> : (vector<1xi8>, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @requant_dispatch_0_reduction_64x512_i8xi32xi32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
