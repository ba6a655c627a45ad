"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "avgpool_dispatch_0_conv_2x16x16x64x3x3_f16", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 1024 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 16384 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %5 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 1152 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 20736 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %10 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %11 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %12 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %13 = "llvm.mlir.constant"() <{value = 512 : i32}> : () -> i32
    %14 = "llvm.mlir.constant"() <{value = dense<1.110840e-01> : vector<1xf16>}> : () -> vector<1xf16>
    %15 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<1xf16>}> : () -> vector<1xf16>
    %16 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %18 = "llvm.alloca"(%17) <{elem_type = f16}> : (i64) -> !llvm.ptr
    %19 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %20 = "llvm.sext"(%19) : (i32) -> i64
    "llvm.intr.assume"(%4, %arg1, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%4, %arg2, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %21 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
    %22 = "llvm.sext"(%21) : (i32) -> i64
    %23 = "llvm.trunc"(%22) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %24 = "llvm.udiv"(%23, %13) : (i32, i32) -> i32
    %25 = "llvm.zext"(%24) : (i32) -> i64
    %26 = "llvm.urem"(%23, %13) : (i32, i32) -> i32
    %27 = "llvm.udiv"(%26, %11) : (i32, i32) -> i32
    %28 = "llvm.zext"(%27) : (i32) -> i64
    %29 = "llvm.urem"(%23, %11) : (i32, i32) -> i32
    %30 = "llvm.udiv"(%29, %10) : (i32, i32) -> i32
    %31 = "llvm.zext"(%30) : (i32) -> i64
    %32 = "llvm.urem"(%23, %10) : (i32, i32) -> i32
    %33 = "llvm.mul"(%32, %11) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %34 = "llvm.trunc"(%20) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %35 = "llvm.add"(%34, %33) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %36 = "llvm.zext"(%35) : (i32) -> i64
    %37 = "llvm.add"(%16, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %38 = "llvm.add"(%37, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %39 = "llvm.add"(%38, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %40 = "llvm.getelementptr"(%18, %39) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%15, %40) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr) -> ()
    "llvm.br"(%12)[^bb1] : (i32) -> ()
  ^bb1(%41: i32):  // 2 preds: ^bb0, ^bb5
    %42 = "llvm.icmp"(%41, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%42)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %43 = "llvm.add"(%27, %41) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %44 = "llvm.zext"(%43) : (i32) -> i64
    "llvm.br"(%12)[^bb3] : (i32) -> ()
  ^bb3(%45: i32):  // 2 preds: ^bb2, ^bb4
    %46 = "llvm.icmp"(%45, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%46)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %47 = "llvm.add"(%30, %45) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %48 = "llvm.zext"(%47) : (i32) -> i64
    %49 = "llvm.mul"(%25, %7) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %50 = "llvm.mul"(%44, %6) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %51 = "llvm.add"(%49, %50) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %52 = "llvm.mul"(%48, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %53 = "llvm.add"(%51, %52) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %54 = "llvm.add"(%53, %36) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %55 = "llvm.getelementptr"(%arg1, %54) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %56 = "llvm.load"(%55) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f16
    %57 = "llvm.add"(%16, %16) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %58 = "llvm.add"(%57, %16) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %59 = "llvm.add"(%58, %16) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %60 = "llvm.getelementptr"(%18, %59) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %61 = "llvm.load"(%60) <{ordering = 0 : i64}> : (!llvm.ptr) -> f16
    %62 = "llvm.fadd"(%61, %56) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    %63 = "llvm.add"(%16, %16) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %64 = "llvm.add"(%63, %16) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %65 = "llvm.add"(%64, %16) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %66 = "llvm.getelementptr"(%18, %65) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%62, %66) <{ordering = 0 : i64}> : (f16, !llvm.ptr) -> ()
    %67 = "llvm.add"(%45, %8) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%67)[^bb3] : (i32) -> ()
  ^bb5:  // pred: ^bb3
    %68 = "llvm.add"(%41, %8) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%68)[^bb1] : (i32) -> ()
  ^bb6:  // pred: ^bb1
    %69 = "llvm.add"(%16, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %70 = "llvm.add"(%69, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %71 = "llvm.add"(%70, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %72 = "llvm.getelementptr"(%18, %71) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %73 = "llvm.load"(%72) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<1xf16>
    %74 = "llvm.fmul"(%73, %14) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf16>, vector<1xf16>) -> vector<1xf16>
    %75 = "llvm.mul"(%25, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %76 = "llvm.mul"(%28, %2) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %77 = "llvm.add"(%75, %76) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %78 = "llvm.mul"(%31, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %79 = "llvm.add"(%77, %78) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %80 = "llvm.add"(%79, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %81 = "llvm.getelementptr"(%arg2, %80) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%74, %81) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @avgpool_dispatch_0_conv_2x16x16x64x3x3_f16, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
