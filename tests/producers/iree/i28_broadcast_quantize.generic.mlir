"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_roundf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_copysignf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "quant_dispatch_0_elementwise_64x384_f32xf32xf32xi8", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "llvm.mlir.poison"() : () -> vector<4xf32>
    %6 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %7 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 384 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = dense<255> : vector<4xi32>}> : () -> vector<4xi32>
    %11 = "llvm.mlir.constant"() <{value = dense<8388607> : vector<4xi32>}> : () -> vector<4xi32>
    %12 = "llvm.mlir.constant"() <{value = dense<4194304> : vector<4xi32>}> : () -> vector<4xi32>
    %13 = "llvm.mlir.constant"() <{value = dense<127> : vector<4xi32>}> : () -> vector<4xi32>
    %14 = "llvm.mlir.constant"() <{value = dense<31> : vector<4xi32>}> : () -> vector<4xi32>
    %15 = "llvm.mlir.constant"() <{value = dense<23> : vector<4xi32>}> : () -> vector<4xi32>
    %16 = "llvm.mlir.constant"() <{value = dense<-1> : vector<4xi32>}> : () -> vector<4xi32>
    %17 = "llvm.mlir.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %18 = "llvm.mlir.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %19 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %20 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %22 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %23 = "llvm.mlir.constant"() <{value = dense<1.270000e+02> : vector<4xf32>}> : () -> vector<4xf32>
    %24 = "llvm.mlir.constant"() <{value = dense<-1.280000e+02> : vector<4xf32>}> : () -> vector<4xf32>
    %25 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %26 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %27 = "llvm.sext"(%26) : (i32) -> i64
    "llvm.intr.assume"(%6, %arg1, %9) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%6, %arg2, %9) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%6, %arg3, %9) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%6, %arg4, %9) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %28 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 192>}> : () -> i32
    %29 = "llvm.sext"(%28) : (i32) -> i64
    %30 = "llvm.trunc"(%29) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %31 = "llvm.udiv"(%30, %22) : (i32, i32) -> i32
    %32 = "llvm.zext"(%31) : (i32) -> i64
    %33 = "llvm.urem"(%30, %22) : (i32, i32) -> i32
    %34 = "llvm.trunc"(%27) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %35 = "llvm.mul"(%34, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %36 = "llvm.mul"(%33, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %37 = "llvm.add"(%35, %36) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %38 = "llvm.zext"(%37) : (i32) -> i64
    %39 = "llvm.mul"(%32, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %40 = "llvm.add"(%39, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %41 = "llvm.getelementptr"(%arg1, %40) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %42 = "llvm.load"(%41) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<4xf32>
    %43 = "llvm.getelementptr"(%arg2, %38) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %44 = "llvm.load"(%43) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<4xf32>
    %45 = "llvm.getelementptr"(%arg3, %32) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %46 = "llvm.load"(%45) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf32>
    %47 = "llvm.fmul"(%42, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %48 = "llvm.extractelement"(%46, %25) : (vector<1xf32>, i64) -> f32
    %49 = "llvm.insertelement"(%5, %48, %4) : (vector<4xf32>, f32, i32) -> vector<4xf32>
    %50 = "llvm.shufflevector"(%49, %5) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %51 = "llvm.fadd"(%47, %50) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %52 = "llvm.bitcast"(%51) : (vector<4xf32>) -> vector<4xi32>
    %53 = "llvm.extractelement"(%51, %25) : (vector<4xf32>, i64) -> f32
    %54 = "llvm.call"(%53) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_roundf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %55 = "llvm.insertelement"(%5, %54, %25) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %56 = "llvm.extractelement"(%51, %7) : (vector<4xf32>, i64) -> f32
    %57 = "llvm.call"(%56) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_roundf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %58 = "llvm.insertelement"(%55, %57, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %59 = "llvm.extractelement"(%51, %3) : (vector<4xf32>, i64) -> f32
    %60 = "llvm.call"(%59) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_roundf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %61 = "llvm.insertelement"(%58, %60, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %62 = "llvm.extractelement"(%51, %2) : (vector<4xf32>, i64) -> f32
    %63 = "llvm.call"(%62) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_roundf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %64 = "llvm.insertelement"(%61, %63, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %65 = "llvm.bitcast"(%64) : (vector<4xf32>) -> vector<4xi32>
    %66 = "llvm.lshr"(%52, %15) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %67 = "llvm.and"(%66, %10) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %68 = "llvm.sub"(%67, %13) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %69 = "llvm.lshr"(%65, %15) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %70 = "llvm.and"(%69, %10) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %71 = "llvm.sub"(%70, %13) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %72 = "llvm.icmp"(%71, %18) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %73 = "llvm.sub"(%71, %17) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %74 = "llvm.intr.smax"(%73, %18) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %75 = "llvm.intr.smin"(%74, %14) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %76 = "llvm.lshr"(%11, %75) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %77 = "llvm.and"(%65, %76) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %78 = "llvm.icmp"(%77, %18) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %79 = "llvm.or"(%78, %72) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %80 = "llvm.icmp"(%68, %16) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %81 = "llvm.intr.smax"(%68, %18) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %82 = "llvm.intr.smin"(%81, %14) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %83 = "llvm.lshr"(%12, %82) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %84 = "llvm.select"(%80, %18, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %85 = "llvm.lshr"(%11, %82) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %86 = "llvm.and"(%52, %85) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %87 = "llvm.icmp"(%86, %84) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %88 = "llvm.icmp"(%68, %16) <{predicate = 5 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %89 = "llvm.icmp"(%68, %15) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %90 = "llvm.and"(%87, %89) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %91 = "llvm.and"(%90, %88) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %92 = "llvm.extractelement"(%19, %25) : (vector<4xf32>, i64) -> f32
    %93 = "llvm.extractelement"(%51, %25) : (vector<4xf32>, i64) -> f32
    %94 = "llvm.call"(%92, %93) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_copysignf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %95 = "llvm.insertelement"(%5, %94, %25) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %96 = "llvm.extractelement"(%19, %7) : (vector<4xf32>, i64) -> f32
    %97 = "llvm.extractelement"(%51, %7) : (vector<4xf32>, i64) -> f32
    %98 = "llvm.call"(%96, %97) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_copysignf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %99 = "llvm.insertelement"(%95, %98, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %100 = "llvm.extractelement"(%19, %3) : (vector<4xf32>, i64) -> f32
    %101 = "llvm.extractelement"(%51, %3) : (vector<4xf32>, i64) -> f32
    %102 = "llvm.call"(%100, %101) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_copysignf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %103 = "llvm.insertelement"(%99, %102, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %104 = "llvm.extractelement"(%19, %2) : (vector<4xf32>, i64) -> f32
    %105 = "llvm.extractelement"(%51, %2) : (vector<4xf32>, i64) -> f32
    %106 = "llvm.call"(%104, %105) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_copysignf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %107 = "llvm.insertelement"(%103, %106, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %108 = "llvm.fsub"(%64, %107) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %109 = "llvm.and"(%79, %91) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %110 = "llvm.select"(%109, %108, %64) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %111 = "llvm.extractelement"(%110, %25) : (vector<4xf32>, i64) -> f32
    %112 = "llvm.extractelement"(%51, %25) : (vector<4xf32>, i64) -> f32
    %113 = "llvm.call"(%111, %112) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_copysignf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %114 = "llvm.insertelement"(%5, %113, %25) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %115 = "llvm.extractelement"(%110, %7) : (vector<4xf32>, i64) -> f32
    %116 = "llvm.extractelement"(%51, %7) : (vector<4xf32>, i64) -> f32
    %117 = "llvm.call"(%115, %116) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_copysignf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %118 = "llvm.insertelement"(%114, %117, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %119 = "llvm.extractelement"(%110, %3) : (vector<4xf32>, i64) -> f32
    %120 = "llvm.extractelement"(%51, %3) : (vector<4xf32>, i64) -> f32
    %121 = "llvm.call"(%119, %120) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_copysignf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %122 = "llvm.insertelement"(%118, %121, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %123 = "llvm.extractelement"(%110, %2) : (vector<4xf32>, i64) -> f32
    %124 = "llvm.extractelement"(%51, %2) : (vector<4xf32>, i64) -> f32
    %125 = "llvm.call"(%123, %124) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_copysignf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %126 = "llvm.insertelement"(%122, %125, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %127 = "llvm.intr.maximum"(%126, %24) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %128 = "llvm.intr.minimum"(%127, %23) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %129 = "llvm.fptosi"(%128) : (vector<4xf32>) -> vector<4xi8>
    %130 = "llvm.mul"(%32, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %131 = "llvm.add"(%130, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %132 = "llvm.getelementptr"(%arg4, %131) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%129, %132) <{alignment = 1 : i64, ordering = 0 : i64}> : (vector<4xi8>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @quant_dispatch_0_elementwise_64x384_f32xf32xf32xi8, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 192 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
