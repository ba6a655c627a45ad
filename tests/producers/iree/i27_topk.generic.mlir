"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "topk_dispatch_0_topk_8x1024xf32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %1 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %4 = "llvm.mlir.constant"() <{value = 1024 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 1024 : i32}> : () -> i32
    %7 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "llvm.mlir.constant"() <{value = -64 : i32}> : () -> i32
    %9 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %10 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %11 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %12 = "llvm.mlir.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %13 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    "llvm.intr.assume"(%3, %arg1, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%3, %arg2, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %14 = "llvm.mul"(%13, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %15 = "llvm.udiv"(%14, %1) : (i64, i64) -> i64
    %16 = "llvm.getelementptr"(%arg3, %15) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.intr.assume"(%3, %16, %2) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %17 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
    %18 = "llvm.sext"(%17) : (i32) -> i64
    %19 = "llvm.trunc"(%18) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %20 = "llvm.mul"(%19, %10) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %21 = "llvm.icmp"(%20, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%21, %11)[^bb1, ^bb12] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    %22 = "llvm.mul"(%19, %8) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %23 = "llvm.add"(%22, %9) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %24 = "llvm.intr.smin"(%23, %10) : (i32, i32) -> i32
    %25 = "llvm.sext"(%24) : (i32) -> i64
    %26 = "llvm.trunc"(%25) <{overflowFlags = 0 : i32}> : (i64) -> i32
    "llvm.br"(%11)[^bb2] : (i32) -> ()
  ^bb2(%27: i32):  // 2 preds: ^bb1, ^bb6
    %28 = "llvm.icmp"(%27, %26) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%28, %11)[^bb3, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb3:  // pred: ^bb2
    %29 = "llvm.add"(%20, %27) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %30 = "llvm.zext"(%29) : (i32) -> i64
    "llvm.br"(%11)[^bb4] : (i32) -> ()
  ^bb4(%31: i32):  // 2 preds: ^bb3, ^bb5
    %32 = "llvm.icmp"(%31, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%32)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb5:  // pred: ^bb4
    %33 = "llvm.zext"(%31) : (i32) -> i64
    %34 = "llvm.mul"(%30, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %35 = "llvm.add"(%34, %33) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %36 = "llvm.getelementptr"(%arg2, %35) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%12, %36) <{ordering = 0 : i64}> : (f32, !llvm.ptr<1>) -> ()
    %37 = "llvm.add"(%31, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%37)[^bb4] : (i32) -> ()
  ^bb6:  // pred: ^bb4
    %38 = "llvm.add"(%27, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%38)[^bb2] : (i32) -> ()
  ^bb7(%39: i32):  // 2 preds: ^bb2, ^bb11
    %40 = "llvm.icmp"(%39, %26) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%40, %11)[^bb8, ^bb12] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb8:  // pred: ^bb7
    %41 = "llvm.add"(%20, %39) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %42 = "llvm.zext"(%41) : (i32) -> i64
    "llvm.br"(%11)[^bb9] : (i32) -> ()
  ^bb9(%43: i32):  // 2 preds: ^bb8, ^bb10
    %44 = "llvm.icmp"(%43, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%44)[^bb10, ^bb11] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb10:  // pred: ^bb9
    %45 = "llvm.zext"(%43) : (i32) -> i64
    %46 = "llvm.getelementptr"(%arg3, %15) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %47 = "llvm.mul"(%42, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %48 = "llvm.add"(%47, %45) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %49 = "llvm.getelementptr"(%46, %48) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%11, %49) <{ordering = 0 : i64}> : (i32, !llvm.ptr<1>) -> ()
    %50 = "llvm.add"(%43, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%50)[^bb9] : (i32) -> ()
  ^bb11:  // pred: ^bb9
    %51 = "llvm.add"(%39, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%51)[^bb7] : (i32) -> ()
  ^bb12(%52: i32):  // 3 preds: ^bb0, ^bb7, ^bb19
    %53 = "llvm.icmp"(%52, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%53)[^bb13, ^bb20] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb13:  // pred: ^bb12
    %54 = "llvm.zext"(%52) : (i32) -> i64
    "llvm.br"(%11)[^bb14] : (i32) -> ()
  ^bb14(%55: i32):  // 2 preds: ^bb13, ^bb18
    %56 = "llvm.icmp"(%55, %6) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%56)[^bb15, ^bb19] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb15:  // pred: ^bb14
    %57 = "llvm.zext"(%55) : (i32) -> i64
    %58 = "llvm.mul"(%54, %4) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %59 = "llvm.add"(%58, %57) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %60 = "llvm.getelementptr"(%arg1, %59) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %61 = "llvm.load"(%60) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    "llvm.br"(%11, %61, %55)[^bb16] : (i32, f32, i32) -> ()
  ^bb16(%62: i32, %63: f32, %64: i32):  // 2 preds: ^bb15, ^bb17
    %65 = "llvm.icmp"(%62, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%65)[^bb17, ^bb18] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb17:  // pred: ^bb16
    %66 = "llvm.zext"(%62) : (i32) -> i64
    %67 = "llvm.mul"(%54, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %68 = "llvm.add"(%67, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %69 = "llvm.getelementptr"(%arg2, %68) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %70 = "llvm.load"(%69) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %71 = "llvm.getelementptr"(%arg3, %15) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %72 = "llvm.mul"(%54, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %73 = "llvm.add"(%72, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %74 = "llvm.getelementptr"(%71, %73) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %75 = "llvm.load"(%74) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> i32
    %76 = "llvm.fcmp"(%63, %70) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %77 = "llvm.fcmp"(%70, %63) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %78 = "llvm.icmp"(%76, %77) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %79 = "llvm.icmp"(%64, %75) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %80 = "llvm.and"(%78, %79) : (i1, i1) -> i1
    %81 = "llvm.or"(%76, %80) : (i1, i1) -> i1
    %82 = "llvm.select"(%76, %63, %70) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
    %83 = "llvm.select"(%81, %64, %75) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %84 = "llvm.mul"(%54, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %85 = "llvm.add"(%84, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %86 = "llvm.getelementptr"(%arg2, %85) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%82, %86) <{ordering = 0 : i64}> : (f32, !llvm.ptr<1>) -> ()
    %87 = "llvm.getelementptr"(%arg3, %15) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %88 = "llvm.mul"(%54, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %89 = "llvm.add"(%88, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %90 = "llvm.getelementptr"(%87, %89) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%83, %90) <{ordering = 0 : i64}> : (i32, !llvm.ptr<1>) -> ()
    %91 = "llvm.select"(%76, %70, %63) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
    %92 = "llvm.select"(%81, %75, %64) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %93 = "llvm.add"(%62, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%93, %91, %92)[^bb16] : (i32, f32, i32) -> ()
  ^bb18:  // pred: ^bb16
    %94 = "llvm.add"(%55, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%94)[^bb14] : (i32) -> ()
  ^bb19:  // pred: ^bb14
    %95 = "llvm.add"(%52, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%95)[^bb12] : (i32) -> ()
  ^bb20:  // pred: ^bb12
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 64, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @topk_dispatch_0_topk_8x1024xf32, subgroup_size = 32 : i64, workgroup_size = array<i64: 64, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %0, %0) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
