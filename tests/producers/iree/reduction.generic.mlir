"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 4 : i64, global_type = !llvm.array<1 x array<4 x f32>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "row_sum_dispatch_0_reduction_64x256_f32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.poison"() : () -> vector<1xf32>
    %3 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    %4 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %5 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %7 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %8 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %10 = "llvm.getelementptr"(%7, %8, %9) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %11 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %13 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %14 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %15 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %16 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %17 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %18 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %19 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %22 = "llvm.getelementptr"(%10) <{elem_type = !llvm.array<1 x array<4 x f32>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %23 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
    %24 = "llvm.sext"(%23) : (i32) -> i64
    "llvm.intr.assume"(%4, %arg1, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%4, %arg2, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %25 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
    %26 = "llvm.sext"(%25) : (i32) -> i64
    %27 = "llvm.trunc"(%24) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %28 = "llvm.udiv"(%27, %13) : (i32, i32) -> i32
    %29 = "llvm.zext"(%28) : (i32) -> i64
    %30 = "llvm.urem"(%27, %13) : (i32, i32) -> i32
    %31 = "llvm.mul"(%28, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %32 = "llvm.mul"(%30, %15) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %33 = "llvm.add"(%31, %32) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %34 = "llvm.zext"(%33) : (i32) -> i64
    %35 = "llvm.mul"(%26, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %36 = "llvm.add"(%35, %34) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %37 = "llvm.getelementptr"(%arg1, %36) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %38 = "llvm.load"(%37) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<4xf32>
    %39 = "llvm.intr.vector.reduce.fadd"(%18, %38) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %40 = "llvm.fadd"(%39, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %41 = "llvm.fadd"(%40, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %42 = "llvm.sub"(%13, %13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %43 = "llvm.lshr"(%3, %42) : (i32, i32) -> i32
    %44 = "llvm.sub"(%13, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %45 = "nvvm.shfl.sync"(%43, %41, %12, %44) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %46 = "llvm.fadd"(%41, %45) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %47 = "llvm.sub"(%13, %13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %48 = "llvm.lshr"(%3, %47) : (i32, i32) -> i32
    %49 = "llvm.sub"(%13, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %50 = "nvvm.shfl.sync"(%48, %46, %14, %49) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %51 = "llvm.fadd"(%46, %50) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %52 = "llvm.sub"(%13, %13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %53 = "llvm.lshr"(%3, %52) : (i32, i32) -> i32
    %54 = "llvm.sub"(%13, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %55 = "nvvm.shfl.sync"(%53, %51, %15, %54) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %56 = "llvm.fadd"(%51, %55) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %57 = "llvm.sub"(%13, %13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %58 = "llvm.lshr"(%3, %57) : (i32, i32) -> i32
    %59 = "llvm.sub"(%13, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %60 = "nvvm.shfl.sync"(%58, %56, %16, %59) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %61 = "llvm.fadd"(%56, %60) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %62 = "llvm.sub"(%13, %13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %63 = "llvm.lshr"(%3, %62) : (i32, i32) -> i32
    %64 = "llvm.sub"(%13, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %65 = "nvvm.shfl.sync"(%63, %61, %17, %64) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %66 = "llvm.fadd"(%61, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %67 = "llvm.icmp"(%30, %19) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%67)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %68 = "llvm.insertelement"(%2, %66, %19) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %69 = "llvm.mul"(%11, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %70 = "llvm.add"(%69, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %71 = "llvm.getelementptr"(%22, %70) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%68, %71) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<3>) -> ()
    "llvm.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %72 = "llvm.urem"(%27, %14) : (i32, i32) -> i32
    %73 = "llvm.zext"(%72) : (i32) -> i64
    %74 = "llvm.mul"(%11, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %75 = "llvm.add"(%74, %73) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %76 = "llvm.getelementptr"(%22, %75) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %77 = "llvm.load"(%76) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf32>
    %78 = "llvm.extractelement"(%77, %11) : (vector<1xf32>, i64) -> f32
    %79 = "llvm.fadd"(%78, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %80 = "llvm.sub"(%13, %13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %81 = "llvm.lshr"(%3, %80) : (i32, i32) -> i32
    %82 = "llvm.sub"(%13, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %83 = "nvvm.shfl.sync"(%81, %79, %12, %82) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %84 = "llvm.fadd"(%79, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %85 = "llvm.fadd"(%84, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %86 = "llvm.insertelement"(%2, %85, %19) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %87 = "llvm.icmp"(%27, %19) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%87)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // pred: ^bb2
    %88 = "llvm.getelementptr"(%arg2, %26) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%86, %88) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb4] : () -> ()
  ^bb4:  // 2 preds: ^bb2, ^bb3
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 64, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @row_sum_dispatch_0_reduction_64x256_f32, subgroup_size = 32 : i64, workgroup_size = array<i64: 64, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
