"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "conv_dispatch_0_conv_16x16x16x3x3x8_f32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = 384 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %8 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 144 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %11 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %12 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %13 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %14 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
    %15 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %16 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %17 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %18 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %19 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %20 = "llvm.sext"(%19) : (i32) -> i64
    "llvm.intr.assume"(%7, %arg1, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%7, %arg2, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%7, %arg3, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %21 = "llvm.trunc"(%20) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %22 = "llvm.udiv"(%21, %17) : (i32, i32) -> i32
    %23 = "llvm.urem"(%21, %17) : (i32, i32) -> i32
    %24 = "llvm.zext"(%23) : (i32) -> i64
    %25 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
    %26 = "llvm.sext"(%25) : (i32) -> i64
    %27 = "llvm.trunc"(%26) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %28 = "llvm.udiv"(%27, %15) : (i32, i32) -> i32
    %29 = "llvm.zext"(%28) : (i32) -> i64
    %30 = "llvm.urem"(%27, %15) : (i32, i32) -> i32
    %31 = "llvm.mul"(%30, %10) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %32 = "llvm.add"(%22, %31) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %33 = "llvm.zext"(%32) : (i32) -> i64
    %34 = "llvm.mul"(%29, %2) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %35 = "llvm.mul"(%33, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %36 = "llvm.add"(%34, %35) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %37 = "llvm.add"(%36, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %38 = "llvm.getelementptr"(%arg3, %37) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%18, %38) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<1>) -> ()
    "llvm.br"(%16)[^bb1] : (i32) -> ()
  ^bb1(%39: i32):  // 2 preds: ^bb0, ^bb8
    %40 = "llvm.icmp"(%39, %14) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%40)[^bb2, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %41 = "llvm.udiv"(%39, %10) : (i32, i32) -> i32
    %42 = "llvm.zext"(%41) : (i32) -> i64
    %43 = "llvm.urem"(%39, %10) : (i32, i32) -> i32
    %44 = "llvm.add"(%28, %41) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %45 = "llvm.zext"(%44) : (i32) -> i64
    %46 = "llvm.mul"(%43, %11) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    "llvm.br"(%16)[^bb3] : (i32) -> ()
  ^bb3(%47: i32):  // 2 preds: ^bb2, ^bb7
    %48 = "llvm.icmp"(%47, %12) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%48)[^bb4, ^bb8] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %49 = "llvm.zext"(%47) : (i32) -> i64
    %50 = "llvm.add"(%32, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %51 = "llvm.zext"(%50) : (i32) -> i64
    "llvm.br"(%16)[^bb5] : (i32) -> ()
  ^bb5(%52: i32):  // 2 preds: ^bb4, ^bb6
    %53 = "llvm.icmp"(%52, %11) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%53)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb6:  // pred: ^bb5
    %54 = "llvm.add"(%46, %52) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %55 = "llvm.zext"(%54) : (i32) -> i64
    %56 = "llvm.mul"(%45, %9) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %57 = "llvm.mul"(%51, %8) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %58 = "llvm.add"(%56, %57) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %59 = "llvm.add"(%58, %55) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %60 = "llvm.getelementptr"(%arg1, %59) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %61 = "llvm.load"(%60) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %62 = "llvm.mul"(%42, %5) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %63 = "llvm.mul"(%49, %4) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %64 = "llvm.add"(%62, %63) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %65 = "llvm.mul"(%55, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %66 = "llvm.add"(%64, %65) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %67 = "llvm.add"(%66, %24) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %68 = "llvm.getelementptr"(%arg2, %67) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %69 = "llvm.load"(%68) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %70 = "llvm.mul"(%29, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %71 = "llvm.mul"(%33, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %72 = "llvm.add"(%70, %71) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %73 = "llvm.add"(%72, %24) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %74 = "llvm.getelementptr"(%arg3, %73) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %75 = "llvm.load"(%74) <{ordering = 0 : i64}> : (!llvm.ptr<1>) -> f32
    %76 = "llvm.fmul"(%61, %69) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %77 = "llvm.fadd"(%75, %76) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %78 = "llvm.mul"(%29, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %79 = "llvm.mul"(%33, %3) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %80 = "llvm.add"(%78, %79) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %81 = "llvm.add"(%80, %24) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %82 = "llvm.getelementptr"(%arg3, %81) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%77, %82) <{ordering = 0 : i64}> : (f32, !llvm.ptr<1>) -> ()
    %83 = "llvm.add"(%52, %13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%83)[^bb5] : (i32) -> ()
  ^bb7:  // pred: ^bb5
    %84 = "llvm.add"(%47, %13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%84)[^bb3] : (i32) -> ()
  ^bb8:  // pred: ^bb3
    %85 = "llvm.add"(%39, %13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%85)[^bb1] : (i32) -> ()
  ^bb9:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @conv_dispatch_0_conv_16x16x16x3x3x8_f32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 128 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
